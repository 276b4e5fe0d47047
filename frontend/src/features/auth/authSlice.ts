import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

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

export const { signedIn, signedOut, profileUpdated } = authSlice.actions;
export const { selectAuthStatus, selectAuthUser } = authSlice.selectors;
export const authReducer = authSlice.reducer;
export default authSlice;
