import { MESSAGES } from '@tutorhub/contracts';
import { translateMessage } from '../i18n';
import { errorMessage } from './apiError';
import { toast } from './toast';

/** The texts are shown as given: pass them in the user's language. */
interface ActionOptions<R> {
  /** Whether the answer means the change happened (modifiedCount / deletedCount). */
  done: (result: R) => boolean;
  success: string;
  /** Shown when the call succeeded but changed nothing. */
  notDone?: string;
}

/**
 * Runs an admin mutation (`trigger(arg).unwrap()`) and reports it: a success toast, or an error
 * toast with the server's message (e.g. 404 'Tutor not found'). Never rejects.
 */
export async function runAction<R>(
  call: Promise<R>,
  { done, success, notDone = translateMessage(MESSAGES.actionFailed) }: ActionOptions<R>,
): Promise<boolean> {
  try {
    const result = await call;
    if (done(result)) {
      toast.success(success);
      return true;
    }
    toast.error(notDone);
  } catch (err) {
    toast.error(errorMessage(err, MESSAGES.actionFailed));
  }
  return false;
}
