/**
 * The signed-in player's own page (spec §2 Profile, §3 User, §5): the profile is read, then three
 * parts run side by side in `ready`:
 *
 * - `details`: the form (username, e-mail, names, phone, devices, social links), checked with
 *   `ProfileForm` and the rules of `details.ts` before it is sent; 'Profile updated' once saved. A
 *   changed e-mail or phone needs the current password and is only pending until verified: the
 *   mailed link (another page), or the SMS code entered here.
 * - `phone`: while a new number waits for its code, the code entry with a resend countdown
 *   (`resend.tick` from the clock); the right code makes it the account's number.
 * - `avatar`: removing the picture ('Avatar removed'); a new one comes from the upload machine
 *   (`avatar.uploaded`, sent by the composition root).
 * - `password`: old, new and repeated password → 'Password updated', and the fields are cleared
 *   (`passwordChanges` counts the changes, so the page can empty its fields). A wrong old password
 *   comes back as the old-password field's error; 'Passwords must match' is found before sending.
 *   A change of e-mail or phone still waiting for its link or code is dropped with it, as the server
 *   does. An account made with a provider that never set a password (`hasPassword` false) sets a first
 *   one, without an old one; from then on e-mail and phone changes ask for it.
 */
import { Schema } from 'effect'
import { assign, enqueueActions, fromCallback, fromPromise, not, raise, setup } from 'xstate'
import type { SendCodeResult } from '#core/accounts/phone-code.port.ts'
import { CodeForm } from '#core/accounts/phone-code.schema.ts'
import { hasTag, isSessionLost, NotProvided } from '#core/shared/errors.ts'
import {
  type FieldsRefused,
  formFailure,
  isFieldsRefused,
  type ServerFieldErrors,
} from '#core/shared/forms/form.machine.ts'
import { apiErrorCodeOf } from '#core/shared/http/api-error.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import type { StoredImage } from '#core/shared/uploads/image.ts'
import { decodeForm, formErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { withoutDroppedChanges } from './contact-rules.ts'
import {
  type DetailsField,
  type DetailsUpdate,
  detailsErrors,
  detailsUpdate,
  detailsValid,
  valuesOf,
} from './details.ts'
import { PasswordChangeForm, PasswordSetForm, type Profile } from './profile.schema.ts'
import {
  type DetailsValues,
  type ProfileContext,
  type ProfileInput,
  profileStartContext,
} from './profile-view.ts'

export type { ProfileContext, ProfileInput } from './profile-view.ts'

export type ProfileEvent =
  | { readonly type: 'profile.retry' }
  | {
      readonly type: 'details.change'
      readonly field: DetailsField | 'currentPassword'
      readonly value: string
    }
  | { readonly type: 'details.submit' }
  | { readonly type: 'phone.pending' }
  | { readonly type: 'code.change'; readonly value: string }
  | { readonly type: 'code.submit' }
  | { readonly type: 'code.resend' }
  | { readonly type: 'resend.tick' }
  | { readonly type: 'avatar.uploaded'; readonly image: StoredImage }
  | { readonly type: 'avatar.remove' }
  | { readonly type: 'password.submit'; readonly values: unknown }

export type PasswordRequest = PasswordChangeForm | PasswordSetForm

/** The password form of the account: change the password, or set a first one. */
const passwordSchema = (profile: Profile) => (profile.hasPassword ? PasswordChangeForm : PasswordSetForm)

type PasswordSubmitted = Extract<ProfileEvent, { type: 'password.submit' }>

// `ready` is entered only with the profile read.
const saved = (context: ProfileContext): Profile => context.profile as Profile

const codeFailure = (error: unknown): FlowMessage =>
  hasTag(error, 'RateLimited')
    ? message('pleaseWait')
    : apiErrorCodeOf(error) === 'incorrect_code'
      ? message('incorrectCode')
      : message('somethingWentWrong')

// Behind the `fieldsRefused` guard.
const fieldsOf = (error: unknown): ServerFieldErrors => (error as FieldsRefused).fields

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    load: fromPromise<Profile, void>(async () => {
      throw new NotProvided('load')
    }),
    save: fromPromise<Profile, DetailsUpdate>(async () => {
      throw new NotProvided('save')
    }),
    confirmPhone: fromPromise<Profile, { code: string }>(async () => {
      throw new NotProvided('confirmPhone')
    }),
    resendCode: fromPromise<SendCodeResult, void>(async () => {
      throw new NotProvided('resendCode')
    }),
    removeAvatar: fromPromise<void, void>(async () => {
      throw new NotProvided('removeAvatar')
    }),
    changePassword: fromPromise<void, PasswordRequest>(async () => {
      throw new NotProvided('changePassword')
    }),
    /** Sends `resend.tick` every second while the code entry is shown. */
    resendTicker: fromCallback<ProfileEvent>(() => {
      throw new NotProvided('resendTicker')
    }),
  },
  actions: {
    notify: (_, _params: { kind: ToastKind; message: FlowMessage }) => {},
    /** Keeps what was typed for after signing in again (the page's tab; never the current password). */
    keepUnsaved: (_, _params: { owner: string; values: DetailsValues }) => {},
  },
  guards: {
    profileGiven: ({ context }) => context.profile !== null,
    hasUnsaved: ({ context }) => context.unsaved !== null,
    sessionLost: (_, params: { error: unknown }) => isSessionLost(params.error),
    detailsValid: ({ context }) => detailsValid(saved(context), context.values),
    fieldsRefused: (_, params: { error: unknown }) => isFieldsRefused(params.error),
    hasPendingPhone: ({ context }) => saved(context).pendingPhone !== null,
    codeValid: ({ context }) => decodeForm(CodeForm, { code: context.code }).ok,
    canResend: ({ context }) => context.resendIn === 0,
    hasAvatar: ({ context }) => saved(context).avatar !== null,
    passwordValid: ({ context }, params: { values: unknown }) =>
      decodeForm(passwordSchema(saved(context)), params.values).ok,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => profileStartContext(input),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'profileGiven', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign({
            profile: ({ event }) => event.output,
            values: ({ context, event }) => ({ ...valuesOf(event.output), ...context.unsaved }),
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      description: 'The page says why (spec §8) and offers to try again.',
      on: { 'profile.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    ready: {
      type: 'parallel',
      on: {
        'avatar.uploaded': {
          actions: assign({ profile: ({ context, event }) => ({ ...saved(context), avatar: event.image }) }),
        },
      },
      states: {
        details: {
          initial: 'start',
          states: {
            start: {
              description: 'A save the ended session stopped is sent again, now signed in.',
              always: [
                {
                  guard: 'hasUnsaved',
                  target: 'editing',
                  actions: [assign({ unsaved: null }), raise({ type: 'details.submit' })],
                },
                { target: 'editing' },
              ],
            },
            editing: {
              on: {
                'details.change': {
                  actions: assign({
                    values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
                  }),
                },
                'details.submit': [
                  {
                    guard: 'detailsValid',
                    target: 'saving',
                    actions: assign({ fieldErrors: {}, serverErrors: {}, error: null }),
                  },
                  {
                    actions: assign({
                      fieldErrors: ({ context }) => detailsErrors(saved(context), context.values),
                      serverErrors: {},
                      error: null,
                    }),
                  },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }) => detailsUpdate(saved(context), context.values),
                onDone: {
                  target: 'editing',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const before = saved(context)
                    // The fields show what is in use; a pending address or number is shown beside them.
                    enqueue.assign({ profile: event.output, values: valuesOf(event.output) })
                    enqueue({
                      type: 'notify',
                      params: { kind: 'success', message: message('profileUpdated') },
                    })
                    // A new number was given: its code is on the way.
                    if (
                      event.output.pendingPhone !== null &&
                      event.output.pendingPhone !== before.pendingPhone
                    )
                      enqueue.raise({ type: 'phone.pending' })
                  }),
                },
                onError: [
                  {
                    guard: { type: 'fieldsRefused', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: assign({ serverErrors: ({ event }) => fieldsOf(event.error) }),
                  },
                  // The page goes to sign in again (the API client's doing); what was typed waits for it.
                  {
                    guard: { type: 'sessionLost', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: {
                      type: 'keepUnsaved',
                      params: ({ context }) => ({ owner: saved(context).id, values: context.values }),
                    },
                  },
                  { target: 'editing', actions: assign({ error: ({ event }) => formFailure(event.error) }) },
                ],
              },
            },
          },
        },
        phone: {
          initial: 'start',
          states: {
            start: {
              always: [{ guard: 'hasPendingPhone', target: 'code' }, { target: 'idle' }],
            },
            idle: {
              description: 'No number waits for its code.',
              on: {
                'phone.pending': {
                  target: 'code',
                  actions: assign({ resendIn: ({ context }) => context.cooldown }),
                },
              },
            },
            code: {
              description: 'A new number waits for the SMS code sent to it.',
              invoke: { id: 'resendTicker', src: 'resendTicker' },
              // The number stopped waiting elsewhere (a password change drops it): no code to enter.
              always: {
                guard: not('hasPendingPhone'),
                target: 'idle',
                actions: assign({ code: '', codeErrors: {}, codeError: null }),
              },
              on: {
                'resend.tick': {
                  actions: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
                },
                // Another new number: a new code, the countdown from the start.
                'phone.pending': {
                  target: '.entering',
                  actions: assign({
                    code: '',
                    codeErrors: {},
                    codeError: null,
                    resendIn: ({ context }) => context.cooldown,
                  }),
                },
              },
              initial: 'entering',
              states: {
                entering: {
                  on: {
                    'code.change': {
                      actions: assign({ code: ({ event }) => event.value, codeErrors: {}, codeError: null }),
                    },
                    'code.submit': [
                      {
                        guard: 'codeValid',
                        target: 'verifying',
                        actions: assign({ codeErrors: {}, codeError: null }),
                      },
                      {
                        actions: assign({
                          codeErrors: ({ context }) => formErrors(CodeForm, { code: context.code }),
                        }),
                      },
                    ],
                    'code.resend': {
                      guard: 'canResend',
                      target: 'resending',
                      actions: assign({ codeErrors: {}, codeError: null }),
                    },
                  },
                },
                verifying: {
                  invoke: {
                    id: 'confirmPhone',
                    src: 'confirmPhone',
                    input: ({ context }) => ({ code: context.code.replace(/\s/g, '') }),
                    onDone: {
                      target: '#profile.ready.phone.idle',
                      actions: [
                        assign({
                          profile: ({ event }) => event.output,
                          values: ({ context, event }) => ({ ...context.values, phone: event.output.phone }),
                          code: '',
                        }),
                        {
                          type: 'notify',
                          params: { kind: 'success', message: message('phoneUpdated') },
                        },
                      ],
                    },
                    onError: {
                      target: 'entering',
                      actions: assign({ codeError: ({ event }) => codeFailure(event.error) }),
                    },
                  },
                },
                resending: {
                  invoke: {
                    id: 'resendCode',
                    src: 'resendCode',
                    onDone: {
                      target: 'entering',
                      actions: [
                        assign({ code: '', resendIn: ({ event }) => event.output.resendAfterSeconds }),
                        { type: 'notify', params: { kind: 'info', message: message('codeSent') } },
                      ],
                    },
                    onError: {
                      target: 'entering',
                      actions: assign({ codeError: ({ event }) => codeFailure(event.error) }),
                    },
                  },
                },
              },
            },
          },
        },
        avatar: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'avatar.remove': {
                  guard: 'hasAvatar',
                  target: 'removing',
                  actions: assign({ avatarError: null }),
                },
              },
            },
            removing: {
              invoke: {
                id: 'removeAvatar',
                src: 'removeAvatar',
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ profile: ({ context }) => ({ ...saved(context), avatar: null }) }),
                    { type: 'notify', params: { kind: 'success', message: message('avatarRemoved') } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign({ avatarError: ({ event }) => formFailure(event.error) }),
                },
              },
            },
          },
        },
        password: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'password.submit': [
                  {
                    guard: { type: 'passwordValid', params: ({ event }) => ({ values: event.values }) },
                    target: 'submitting',
                    actions: assign({ passwordErrors: {}, passwordServerErrors: {}, passwordError: null }),
                  },
                  {
                    actions: assign({
                      passwordErrors: ({ context, event }) =>
                        formErrors(passwordSchema(saved(context)), event.values),
                      passwordServerErrors: {},
                      passwordError: null,
                    }),
                  },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                // Entered by a `password.submit` whose values the `passwordValid` guard has just decoded.
                input: ({ context, event }) =>
                  Schema.decodeUnknownSync(passwordSchema(saved(context)))(
                    (event as PasswordSubmitted).values,
                  ),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign({
                      // The server drops the changes still waiting for their link or code, by the same rule.
                      profile: ({ context }) => ({
                        ...withoutDroppedChanges(saved(context)),
                        hasPassword: true,
                      }),
                      passwordChanges: ({ context }) => context.passwordChanges + 1,
                    }),
                    { type: 'notify', params: { kind: 'success', message: message('passwordUpdated') } },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'fieldsRefused', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: assign({ passwordServerErrors: ({ event }) => fieldsOf(event.error) }),
                  },
                  {
                    target: 'editing',
                    actions: assign({ passwordError: ({ event }) => formFailure(event.error) }),
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
})

export type ProfileMachine = typeof profileMachine
