import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badImageQuery } from './image-request';

const client = mkdtempSync(path.join(tmpdir(), 'image-request-'));
mkdirSync(path.join(client, '_astro'));
writeFileSync(path.join(client, '_astro', 'hero.a1b2.webp'), '');
writeFileSync(path.join(client, 'icon.svg'), '');

describe('badImageQuery', () => {
  it('takes a raster file of the build at a listed size, format and quality', () => {
    expect(badImageQuery('?href=/_astro/hero.a1b2.webp&w=64&f=avif&q=80', client)).toBeNull();
    expect(badImageQuery('href=%2F_astro%2Fhero.a1b2.webp&h=10', client)).toBeNull();
  });

  it('refuses anything else before the framework reads it', () => {
    for (const query of [
      '?href=/favicon.ico%3Fa%3D%0A%7B%22level%22%3A60%7D%0A&w=64&f=webp',
      '?href=/icon.svg&w=64&f=webp',
      '?href=https://evil.example/a.png&w=64',
      '?href=//evil.example/a.png',
      '?href=/_astro/../secret.png',
      '?href=/_astro/hero.a1b2.webp&w=64&email=canary@example.com',
      '?href=/_astro/hero.a1b2.webp&w=99999',
      '?href=/_astro/hero.a1b2.webp&w=1&w=2',
      '?href=/_astro/hero.a1b2.webp&f=svg',
      '?w=64',
    ])
      expect(badImageQuery(query, client), query).toBe('image_parameter');
    expect(badImageQuery('?href=/_astro/missing.webp', client)).toBe('image_not_found');
  });
});
