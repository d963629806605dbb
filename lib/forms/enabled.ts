/** Variables that configure a delivery (see server/handlers/forms/delivery.ts). */
const deliveryVariables = ['SMTP_URL', 'RESEND_API_KEY'];

/**
 * Whether the build renders working forms. The pages are prerendered, so this is decided when
 * building: FORMS_ENABLED=true or false, or, unset, whether a delivery is configured here.
 */
export function formsEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const flag = env.FORMS_ENABLED;
  if (flag === 'true') return true;
  if (flag === 'false') return false;
  if (flag) throw new Error(`FORMS_ENABLED must be "true" or "false", not "${flag}"`);
  return deliveryVariables.some((name) => Boolean(env[name]));
}
