// The addresses a phone number opens: a call (tel:) and a WhatsApp chat (wa.me), from the number
// as people write it.

/** "+56 2 2345-6789" → "tel:+56223456789". */
export const dialAddress = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "+56 9 1234 5678" → "https://wa.me/56912345678". */
export const whatsappAddress = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
