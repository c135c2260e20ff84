/**
 * The toast id of the auth card's forms (sign in, sign up, forgotten password): the card
 * speaks with one voice, so a sign-in's answer replaces what the sign-up said before it.
 */
export const AUTH_CARD = 'authCard';
