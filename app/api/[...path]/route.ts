// Any other /api/... path – a JSON 404 for every method, never the HTML page of a missing page
export const dynamic = 'force-dynamic'

async function notFound() {
  return Response.json({ message: 'Not Found: no API call has this path' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS }
