/**
 * Text a member wrote, as an email shows it: no link a mail client would make clickable. Mail
 * clients turn `https://…`, `www.…` and bare domains into links by themselves, so the email
 * breaks what they look for the way security notices do ("defanging"): the scheme's colon and
 * every dot between a word and a following letter are put in brackets (`https[:]//example[.]com`).
 * The reader still sees what was written; copying it needs a deliberate edit.
 */
export function unlinked(text: string): string {
  return text.replace(/:(?=\/\/)/g, '[:]').replace(/(?<=[\p{L}\p{N}])\.(?=\p{L})/gu, '[.]');
}
