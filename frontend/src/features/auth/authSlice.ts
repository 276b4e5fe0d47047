import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** 'suspended': signed in to Firebase, but the API refuses the account (403). */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'suspended';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

const initialState: AuthState = { status: 'loading', user: null };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<AuthUser>) {
      state.status = 'signedIn';
      state.user = action.payload;
    },
    /** The API answered that the account is suspended; the user is kept for signing out. */
    accountSuspended(state, action: PayloadAction<AuthUser | undefined>) {
      state.status = 'suspended';
      state.user = action.payload ?? state.user;
    },
    signedOut(state) {
      state.status = 'signedOut';
      state.user = null;
    },
    profileUpdated(state, action: PayloadAction<Partial<Omit<AuthUser, 'uid'>>>) {
      if (state.user) {
        Object.assign(state.user, action.payload);
      }
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectAuthUser: (state) => state.user,
  },
});

export const { signedIn, signedOut, profileUpdated, accountSuspended } = authSlice.actions;
export const { selectAuthStatus, selectAuthUser } = authSlice.selectors;
export const authReducer = authSlice.reducer;
export default authSlice;
