import type { FormFieldType } from './applications';

/**
 * How an HTML `<input type>` becomes a form field: the server's page reader and the extension's
 * live-page reader apply the same rules. No zod here, so the extension's content script can import
 * it without the schema library.
 */

/** Inputs that are not questions to the applicant. */
export const NON_FIELD_INPUT_TYPES: ReadonlySet<string> = new Set([
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
  'password',
  'search',
]);

/** The field type of an input type; any other input is a text field. */
export const INPUT_FIELD_TYPES: Readonly<Record<string, FormFieldType>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  file: 'file',
  checkbox: 'checkbox',
  number: 'number',
  date: 'date',
};
