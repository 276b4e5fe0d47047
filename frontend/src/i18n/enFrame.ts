import contact from './catalogs/en/contact.json';
import notifications from './catalogs/en/notifications.json';

/** English of the page frame's later parts, loaded with them: the newsletter and the bell. */
export const enFrame = {
  ...contact,
  ...notifications,
};
