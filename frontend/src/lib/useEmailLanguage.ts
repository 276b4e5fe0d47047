import { useEffect } from 'react';
import { useLanguage } from '../i18n';
import {
  useGetEmailSettingsQuery,
  useUpdateEmailSettingsMutation,
} from '../store/endpoints/emailApi';

/**
 * Tells the API the language the signed-in reader chose, so their emails are written in it:
 * only when it differs from the one stored (a read the API answers from the account), not as a
 * write at every start of the app.
 */
export function useEmailLanguage(signedIn: boolean): void {
  const { language } = useLanguage();
  const { data: settings } = useGetEmailSettingsQuery(undefined, { skip: !signedIn });
  const [update] = useUpdateEmailSettingsMutation();
  const stored = settings?.language;
  useEffect(() => {
    if (signedIn && stored !== undefined && stored !== language) {
      // Best effort: a failure is sent again at the next start or switch.
      void update({ language });
    }
  }, [signedIn, stored, language, update]);
}
