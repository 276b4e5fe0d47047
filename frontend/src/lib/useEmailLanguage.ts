import { useEffect } from 'react';
import { useLanguage } from '../i18n';
import { useUpdateEmailSettingsMutation } from '../store/endpoints/emailApi';

/**
 * Tells the API the language the signed-in reader chose, at sign-in and at every switch, so
 * their emails are written in it.
 */
export function useEmailLanguage(signedIn: boolean): void {
  const { language } = useLanguage();
  const [update] = useUpdateEmailSettingsMutation();
  useEffect(() => {
    if (signedIn) {
      // Best effort: a failure is sent again at the next sign-in or switch.
      void update({ language });
    }
  }, [signedIn, language, update]);
}
