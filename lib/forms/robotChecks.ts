// The fields every form of the site (and the alerts' sign-up) checks for robots. Apart from
// forms.ts, so that a page script needing only these names does not load the forms' schemas.

/** The field people leave empty and form-filling robots do not; its name looks worth filling. */
export const honeypotField = 'website';

/** Milliseconds between the page becoming interactive and the post, sent by the page script. */
export const elapsedField = 'elapsed';
