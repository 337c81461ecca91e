// Tokens shaped like the server's (a JWT whose audience is the scope) for tests. Not signed:
// the client only reads the audience to decide which slot a token may occupy.
function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A token of the given scope; `name` makes tokens of different people differ. */
export function testToken(scope: "member" | "admin", name = "someone"): string {
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ aud: scope, sub: name })}.signature`;
}
