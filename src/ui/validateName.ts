import { required, type Validator } from 'react-admin';

// react-admin's required() lets '   ' through; the server trims names and answers 422 for blank ones
const notBlank: Validator = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? 'ra.validation.required' : undefined);

/** A person's first or last name on every form: required, and not only spaces. */
export const validateName: Validator[] = [required(), notBlank];
