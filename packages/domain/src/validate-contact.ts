// Contact page 'Get In Touch' form (spec §5; limit §9: message at most 500 characters).
import { CONTACT_MESSAGE_TOO_LONG } from "./messages";
import { collectErrors, type FieldValue, validateRequired } from "./validate-required";

export const CONTACT_MESSAGE_MAX = 500;

// Lengths are counted in UTF-16 code units, as the browser's textarea maxLength counts them, so the
// counter, the input limit and the server agree.
const messageText = (value: FieldValue): string =>
  value === null || value === undefined ? "" : String(value);

/** §5 contact message: at most 500 characters, else the (non-spec) 'Message must be at most 500 characters.'. */
export function validateContactMessage(value: FieldValue): string | null {
  return messageText(value).length > CONTACT_MESSAGE_MAX ? CONTACT_MESSAGE_TOO_LONG : null;
}

/** §5 contact message input limit: keeps the first 500 characters. */
export function limitContactMessage(value: FieldValue): string {
  return messageText(value).slice(0, CONTACT_MESSAGE_MAX);
}

export interface ContactMessageCounter {
  length: number;
  max: number;
  /** Text shown under the field, e.g. '120/500'. */
  text: string;
  /** §5 the counter turns red at 500. */
  atLimit: boolean;
}

/** §5 contact message counter: 'n/500', red (atLimit) once the length reaches 500. */
export function contactMessageCounter(value: FieldValue): ContactMessageCounter {
  const length = messageText(value).length;
  return {
    length,
    max: CONTACT_MESSAGE_MAX,
    text: `${length}/${CONTACT_MESSAGE_MAX}`,
    atLimit: length >= CONTACT_MESSAGE_MAX,
  };
}

/** §2 Contact form fields (the lead body of POST /leads carries them, the message as remark). */
export interface ContactForm {
  name?: FieldValue;
  email?: FieldValue;
  phone?: FieldValue;
  message?: FieldValue;
}

/** §5 contact: name, email and phone required ('This field is required'), message at most 500; {} when valid. */
export function validateContact(form: ContactForm): Partial<Record<keyof ContactForm, string>> {
  return collectErrors({
    name: validateRequired(form.name),
    email: validateRequired(form.email),
    phone: validateRequired(form.phone),
    message: validateContactMessage(form.message),
  });
}
