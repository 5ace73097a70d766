/** A sign-in over the real form post (POST /login), as a browser sends it. */

/** The session cookie of `email`, or a thrown error when the sign-in does not land on `/`. */
export async function signIn(url, email, password, headers = {}) {
  const res = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (res.status !== 303 || res.headers.get('location') !== '/' || !cookie)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${res.headers.get('location') ?? ''}`);
  return cookie;
}
