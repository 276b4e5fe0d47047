// The parts of the Firebase Auth SDK the app uses, in one code-split module: importing the
// package's namespace would keep the whole SDK (and its popup machinery, which fetches Google's
// script at start-up) in the chunk.
export {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  linkWithCredential,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  unlink,
  updateProfile,
} from 'firebase/auth';
