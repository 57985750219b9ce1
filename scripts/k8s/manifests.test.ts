import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kustomize, mergePatch, readManifests, type Manifest } from './kustomize';

// deploy/k8s (issue 53 item 4): what scripts/ci/kube.sh cannot run with podman (a cluster's own
// checks) is checked here on the YAML itself. Cheap: no cluster, no container.
const root = path.resolve(import.meta.dirname, '../..');
const k8s = path.join(root, 'deploy/k8s');
const files = readdirSync(k8s, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => path.join(k8s, file));
const base = kustomize(path.join(k8s, 'base'));
const migrate = kustomize(path.join(k8s, 'base/migrate'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- YAML, read as it comes
type Loose = Record<string, any>;
const find = (manifests: Manifest[], kind: string, name: string) =>
  manifests.find((m) => m.kind === kind && m.metadata.name === name) as Manifest & { spec: Loose };
const containers = (workload: { spec: Loose }): Loose[] => workload.spec.template.spec.containers;
const web = find(base, 'Deployment', 'konew-web');
const job = find(migrate, 'Job', 'konew-web-migrate');
const probePaths = new Set(['/healthz', '/readyz']);

describe('deploy/k8s', () => {
  it('parses, every file', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readManifests(file).length, file).toBeGreaterThan(0);
  });

  it('runs at least two replicas, kept by a PDB and an HPA on CPU', () => {
    expect(web.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(web.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(find(base, 'PodDisruptionBudget', 'konew-web').spec.minAvailable).toBe(1);
    const hpa = find(base, 'HorizontalPodAutoscaler', 'konew-web');
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
  });

  it('probes the server’s own health paths: startup and liveness /healthz, readiness /readyz', () => {
    const [container] = containers(web);
    expect(container!.startupProbe.httpGet.path).toBe('/healthz');
    expect(container!.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container!.readinessProbe.httpGet.path).toBe('/readyz');
    for (const workload of base.filter((m) => m.kind === 'Deployment'))
      for (const c of containers(workload as typeof web))
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
          expect(c[probe], `${workload.metadata.name} ${probe}`).toBeDefined();
          const p = c[probe].httpGet?.path;
          if (p) expect(probePaths.has(p), p).toBe(true);
        }
  });

  it('sets resources, a non-root user and a read-only root filesystem on every container', () => {
    for (const workload of [...base.filter((m) => m.kind === 'Deployment'), job]) {
      const pod = (workload as typeof web).spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, workload.metadata.name).toBe(true);
      for (const c of pod.containers) {
        expect(c.resources.requests.cpu && c.resources.limits.memory).toBeTruthy();
        expect(c.securityContext.readOnlyRootFilesystem).toBe(true);
        expect(c.securityContext.allowPrivilegeEscalation).toBe(false);
      }
    }
    expect(web.spec.template.spec.securityContext.runAsUser).toBe(10001);
    expect(job.spec.template.spec.securityContext.runAsUser).toBe(10001);
  });

  it('takes DATABASE_URL from the Secret, inlines no secret and has no PGlite volume', () => {
    for (const workload of [web, job]) {
      const [container] = containers(workload);
      const url = container!.env.find((e: { name: string }) => e.name === 'DATABASE_URL');
      expect(url.valueFrom.secretKeyRef).toEqual({ name: 'konew-web', key: 'DATABASE_URL' });
      expect(workload.spec.template.spec.volumes).toBeUndefined();
      for (const e of container!.env)
        if (/SECRET|TOKEN|KEY|DATABASE_URL/.test(e.name)) expect(e.value, e.name).toBeUndefined();
    }
    const rendered = files.filter((file) => !file.endsWith('secret.example.yaml'));
    for (const file of rendered)
      for (const manifest of readManifests(file)) {
        expect(manifest.kind, file).not.toBe('Secret');
        expect(manifest.kind, file).not.toBe('StatefulSet');
        const data = (manifest as { data?: Record<string, string> }).data ?? {};
        expect(Object.keys(data).filter((key) => /SECRET|TOKEN|PASSWORD/.test(key))).toEqual([]);
        expect(JSON.stringify(manifest)).not.toMatch(/postgres(ql)?:\/\/[^"]*@/);
      }
    const example = readManifests(path.join(k8s, 'secret.example.yaml'))[0] as Manifest & {
      stringData: Record<string, string>;
    };
    for (const [key, value] of Object.entries(example.stringData))
      expect(value, key).toMatch(/CHANGE_ME|USER:PASSWORD@HOST/);
  });

  it('leaves the image tag to the overlays, and the Job runs the image’s migrate entry', () => {
    for (const c of [...containers(web), ...containers(job)]) expect(c.image).toBe('konew-web');
    expect(containers(job)[0]!.command).toEqual(['node', 'serve/migrate.ts']);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    for (const overlay of ['overlays/production', 'overlays/production/migrate']) {
      const [kustomization] = readManifests(path.join(k8s, overlay, 'kustomization.yaml'));
      expect((kustomization as { images?: unknown[] }).images, overlay).toHaveLength(1);
    }
    const podman = kustomize(path.join(k8s, 'overlays/podman'));
    expect(containers(find(podman, 'Deployment', 'konew-web'))[0]!.image).toBe(
      'localhost/konew-web:ci',
    );
  });

  it('merges patches as Kustomize does: maps deep, named lists by name', () => {
    expect(
      mergePatch(
        { a: { b: 1, c: 2 }, list: [{ name: 'x', v: 1 }], plain: [1, 2] },
        { a: { c: 3 }, list: [{ name: 'x', w: 2 }, { name: 'y' }], plain: [3] },
      ),
    ).toEqual({ a: { b: 1, c: 3 }, list: [{ name: 'x', v: 1, w: 2 }, { name: 'y' }], plain: [3] });
  });

  // kubectl is not a Debian package (CI has none); where it is installed, its kustomize and
  // scripts/k8s/kustomize.ts must render the overlay kube.sh runs the same.
  const kubectl = (() => {
    try {
      execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.runIf(kubectl)('renders as kubectl kustomize does', async () => {
    const { parseAllDocuments } = await import('yaml');
    for (const folder of ['base', 'base/migrate', 'overlays/podman']) {
      const theirs = parseAllDocuments(
        execFileSync('kubectl', ['kustomize', path.join(k8s, folder)], { encoding: 'utf8' }),
      ).map((document) => document.toJS() as Manifest);
      const ours = kustomize(path.join(k8s, folder));
      const key = (m: Manifest) => `${m.kind}/${m.metadata.name}`;
      const sorted = (list: Manifest[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sorted(ours), folder).toEqual(sorted(theirs));
    }
  });
});
