// The accounts an app started by startApp (app/start-app.ts) has beside the demo data.

export interface Credentials {
  username: string;
  password: string;
}

/** The staff account startApp creates (the production setup creates it itself, --staff). */
export const STAFF: Credentials = { username: 'e2e-staff', password: 'e2e-staff-password-1' };
