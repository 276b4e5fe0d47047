import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { apiRefusedSuspendedAccount } from '../../store/api';
import { rootReducer } from '../../store/store';

export interface AuthUser {
  uid: string;
  email: string | null;
  /** E.164, for an account that signs in with its mobile number. */
  phoneNumber?: string | null;
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
    accountSuspended(state, action: PayloadAction<AuthUser>) {
      state.status = 'suspended';
      state.user = action.payload;
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
  extraReducers: (builder) => {
    // A call refused as suspended: the user is kept for signing out.
    builder.addCase(apiRefusedSuspendedAccount, (state) => {
      state.status = 'suspended';
    });
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectAuthUser: (state) => state.user,
  },
});

export const { signedIn, signedOut, profileUpdated, accountSuspended } = authSlice.actions;
export const { selectAuthStatus, selectAuthUser } = authSlice.selectors;

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the auth slice
  export interface FeatureSlices extends WithSlice<typeof authSlice> {}
}
rootReducer.inject(authSlice);
