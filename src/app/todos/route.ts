import { NextResponse } from 'next/server';
import { z } from '@/lib/zod';

const todo = z.strictObject({ title: z.string().max(200), completed: z.boolean().optional() });

/** The spec's test call `POST /todos`: echoes a small todo back; nothing is stored or logged. */
export async function POST(request: Request) {
  const text = await request.text();
  if (text.length > 2048) return NextResponse.json({ code: 'too_large' }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return NextResponse.json({ code: 'invalid_json' }, { status: 400 });
  }
  const parsed = todo.safeParse(body);
  if (!parsed.success) return NextResponse.json({ code: 'invalid' }, { status: 422 });
  return NextResponse.json(
    { id: 201, completed: false, ...parsed.data },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  );
}
