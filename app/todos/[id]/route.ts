import { NextResponse } from 'next/server';

/** The spec's test call `GET /todos/1`: a harmless, fixed echo used by /tester. */
export async function GET(_request: Request, { params }: RouteContext<'/todos/[id]'>) {
  const { id } = await params;
  if (!/^\d{1,6}$/.test(id)) return NextResponse.json({ code: 'not_found' }, { status: 404 });
  return NextResponse.json(
    { id: Number(id), userId: 1, title: 'tester echo', completed: false },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
