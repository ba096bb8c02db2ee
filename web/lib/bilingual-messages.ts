/**
 * The messages a page shows in a language not its own, whose every language each build keeps
 * (decision 078; every other message is built in the page's language only): the offer of the
 * other language, made in it (components/chrome/language-offer-bar.tsx), and the IRS sentences,
 * whose English text stays beside their translation on receipts and statements
 * (components/giving/legal-text.tsx); and the packing slip, which goes in the parcel in the
 * language the family ordered in while staff print it from their English screens
 * (features/admin/components/packing-slip.tsx). A message given another language (`{ locale }`)
 * must be one of these: a test reads web/ for any that is not.
 */
export const bilingualMessages = /^(language_offer_|giving_legal_|packing_slip_)/
