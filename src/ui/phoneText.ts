/** A Brazilian mobile as people write it: "11942006951" → "(11) 94200-6951" (anything else as given). */
export function phoneText(phone: string): string {
  const digits = /^(\d{2})(\d{5})(\d{4})$/.exec(phone);
  return digits ? `(${digits[1]}) ${digits[2]}-${digits[3]}` : phone;
}
