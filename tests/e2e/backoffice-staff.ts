/**
 * A back-office account made through the API with the command line's token (the e2e server's
 * E2E_ADMIN_TOKEN): for set-up only, so each spec has its own people and never depends on the seeded
 * admin, whose TOTP only backoffice.spec.ts sets up (one set-up per account, whichever spec came first).
 */
export async function staffByToken(email: string, name: string, roles: string[]) {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/operator/staff/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ email, name, roles }),
  });
  const answer = (await response.json()) as { data?: { password: string }; message?: string };
  if (!response.ok || !answer.data) throw new Error(`staff create ${email}: ${response.status} ${answer.message}`);
  return { email, password: answer.data.password };
}
