/** The output formats of `rescue validate`, kept apart so the help loads without the command. */
export const validateFormats = ['text', 'json', 'github'] as const;
export type ValidateFormat = (typeof validateFormats)[number];
