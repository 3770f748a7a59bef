// Links of the Help tab (spec §2 My Account: Start Chat, Start Call).

/** wa.me wants the full international number, digits only (a 10-digit Indian number gets 91). */
export function whatsappLink(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

/** tel: wants the digits (and a leading +) only. */
export function callLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** True when the text holds a number to dial (spec: each action only when its number exists). */
export function hasNumber(value: string | null | undefined): value is string {
  return (value ?? "").replace(/\D/g, "").length > 0;
}
