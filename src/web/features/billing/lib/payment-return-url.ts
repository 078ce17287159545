/** Where a paid embedded form lands (spec §4): the studio, which greets the new subscriber. */
export const PAYMENT_RETURN_PATH = '/app?premium=true';

export function paymentReturnUrl(): string {
  return `${window.location.origin}${PAYMENT_RETURN_PATH}`;
}
