import type { ContactRequest, NewsletterRequest } from '../../store/apiTypes';
import { api } from '../../store/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<unknown, ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      invalidatesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
    subscribeNewsletter: build.mutation<unknown, NewsletterRequest>({
      query: (body) => ({ url: 'newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation, useSubscribeNewsletterMutation } = contactApi;
