import {
  ADDRESS_MAX_LENGTH,
  BIRTH_YEAR_FIRST,
  BIRTH_YEAR_LAST,
  MEMBER_NUMBER_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  ZIP_LENGTH,
} from '../constants/constants';
import { localized, type Language } from '../language/language';

/** One user-facing text in both site languages. */
export interface LocalizedMessage {
  readonly en: string;
  readonly es: string;
}

/** Longest values the free-text fields accept; the spec sets none, the API needs a bound. */
export const TEXT_LIMITS = {
  city: 50,
  contactSubject: 100,
  contactName: 60,
  contactDescription: 2000,
  giftMessage: 250,
  passwordMax: 128,
} as const;

/** The example address the email-format message shows in place of the spec's `{email}`. */
export const EMAIL_FORMAT_EXAMPLE = 'name@example.com';

const m = (en: string, es: string): LocalizedMessage => ({ en, es });

/**
 * Every user-facing message of the package, English and Spanish, in one place: the
 * validation messages of SPEC section 5 (quoted texts kept word for word; where the spec
 * gives none, ours in the same voice) and the error catalogue texts of section 8.
 * `{name}` marks a parameter filled by `formatMessage`.
 */
export const MESSAGES = {
  // Email
  emailRequired: m('Email is required.', 'El correo electrónico es obligatorio.'),
  emailInvalid: m(
    'Email address should be in {email} format.',
    'La dirección de correo electrónico debe tener el formato {email}.',
  ),
  recipientEmailRequired: m(
    'Recipient email is required.',
    'El correo electrónico del destinatario es obligatorio.',
  ),

  // Email or member number (the rewards site's sign-in)
  usernameRequired: m(
    'Email or member number is required.',
    'El correo electrónico o el número de miembro es obligatorio.',
  ),
  usernameInvalid: m(
    `Please enter an email address or your ${MEMBER_NUMBER_LENGTH}-digit member number.`,
    `Ingrese una dirección de correo electrónico o su número de miembro de ${MEMBER_NUMBER_LENGTH} dígitos.`,
  ),
  memberNumberRewardsOnly: m(
    'A member number signs in on the Snack Rewards site only. Please use your email.',
    'El número de miembro solo sirve para iniciar sesión en el sitio de Snack Rewards. Use su correo electrónico.',
  ),

  // Phone
  phoneRequired: m('Phone number is required.', 'El número de teléfono es obligatorio.'),
  phoneNotNumber: m('Phone number must be a number.', 'El número de teléfono debe ser numérico.'),
  phoneLength: m(
    `Phone number must be ${PHONE_LENGTH} digits.`,
    `El número de teléfono debe tener ${PHONE_LENGTH} dígitos.`,
  ),
  phoneFormat: m(
    'Please enter the phone number as (555) 123-4567, 555-123-4567 or 5551234567.',
    'Ingrese el número de teléfono como (555) 123-4567, 555-123-4567 o 5551234567.',
  ),

  // Names
  firstNameRequired: m('First name is required.', 'El nombre es obligatorio.'),
  firstNameLength: m(
    `First name must be ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters.`,
    `El nombre debe tener entre ${NAME_MIN_LENGTH} y ${NAME_MAX_LENGTH} caracteres.`,
  ),
  firstNameCharacters: m(
    'First name can only contain letters, periods, ampersands, apostrophes and spaces.',
    'El nombre solo puede contener letras, puntos, el signo &, apóstrofos y espacios.',
  ),
  lastNameRequired: m('Last name is required.', 'El apellido es obligatorio.'),
  lastNameLength: m(
    `Last name must be ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters.`,
    `El apellido debe tener entre ${NAME_MIN_LENGTH} y ${NAME_MAX_LENGTH} caracteres.`,
  ),
  lastNameCharacters: m(
    'Last name can only contain letters, periods, ampersands, apostrophes and spaces.',
    'El apellido solo puede contener letras, puntos, el signo &, apóstrofos y espacios.',
  ),
  nameRequired: m('Name is required.', 'El nombre es obligatorio.'),
  nameLength: m(
    `Name must be ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters.`,
    `El nombre debe tener entre ${NAME_MIN_LENGTH} y ${NAME_MAX_LENGTH} caracteres.`,
  ),
  nameCharacters: m(
    'Name can only contain letters, periods, ampersands, apostrophes and spaces.',
    'El nombre solo puede contener letras, puntos, el signo &, apóstrofos y espacios.',
  ),

  // Address
  addressRequired: m('Address is required.', 'La dirección es obligatoria.'),
  addressMaxLength: m(
    `Address must be ${ADDRESS_MAX_LENGTH} characters or fewer.`,
    `La dirección debe tener ${ADDRESS_MAX_LENGTH} caracteres como máximo.`,
  ),
  addressCharacters: m(
    "Address can only contain letters, numbers, spaces and ' . # , / -",
    "La dirección solo puede contener letras, números, espacios y ' . # , / -",
  ),
  addressDetailsMaxLength: m(
    `Address line 2 must be ${ADDRESS_MAX_LENGTH} characters or fewer.`,
    `La línea 2 de la dirección debe tener ${ADDRESS_MAX_LENGTH} caracteres como máximo.`,
  ),
  addressDetailsCharacters: m(
    "Address line 2 can only contain letters, numbers, spaces and ' . # , / -",
    "La línea 2 de la dirección solo puede contener letras, números, espacios y ' . # , / -",
  ),
  poBox: m(
    'Cannot ship to P.O. Box. Please provide another {addressType} address.',
    'No se puede enviar a un apartado postal (P.O. Box). Proporcione otra dirección de {addressType}.',
  ),

  // City, state, zip, country
  cityRequired: m('City is required.', 'La ciudad es obligatoria.'),
  cityInvalid: m(
    'City can only contain letters, spaces, periods, apostrophes and hyphens.',
    'La ciudad solo puede contener letras, espacios, puntos, apóstrofos y guiones.',
  ),
  cityMaxLength: m(
    `City must be ${TEXT_LIMITS.city} characters or fewer.`,
    `La ciudad debe tener ${TEXT_LIMITS.city} caracteres como máximo.`,
  ),
  stateRequired: m('State is required.', 'El estado es obligatorio.'),
  stateInvalid: m('Please select a valid state.', 'Seleccione un estado válido.'),
  stateNoShip: m(
    'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.',
    'No podemos hacer envíos a Alaska ni a Hawái. Proporcione otra dirección de envío.',
  ),
  zipRequired: m('Zip is required.', 'El código postal es obligatorio.'),
  zipInvalid: m(
    `Zip must be ${ZIP_LENGTH} digits.`,
    `El código postal debe tener ${ZIP_LENGTH} dígitos.`,
  ),
  countryRequired: m('Country is required.', 'El país es obligatorio.'),
  countryInvalid: m('Please select a valid country.', 'Seleccione un país válido.'),
  countryUnsupported: m(
    'We can only accept addresses in the United States.',
    'Solo podemos aceptar direcciones en los Estados Unidos.',
  ),

  // Password
  passwordRequired: m('Password is required.', 'La contraseña es obligatoria.'),
  passwordMinLength: m(
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  ),
  passwordMaxLength: m(
    `Password must be ${TEXT_LIMITS.passwordMax} characters or fewer.`,
    `La contraseña debe tener ${TEXT_LIMITS.passwordMax} caracteres como máximo.`,
  ),
  passwordDigit: m('Password must contain a number.', 'La contraseña debe contener un número.'),
  passwordLowercase: m(
    'Password must contain a lowercase letter.',
    'La contraseña debe contener una letra minúscula.',
  ),
  passwordUppercase: m(
    'Password must contain an uppercase letter.',
    'La contraseña debe contener una letra mayúscula.',
  ),
  passwordSymbol: m(
    'Password must contain a special character.',
    'La contraseña debe contener un carácter especial.',
  ),
  passwordCriterionLength: m(
    `At least ${PASSWORD_MIN_LENGTH} characters`,
    `Al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  ),
  passwordCriterionDigit: m('One number', 'Un número'),
  passwordCriterionLowercase: m('One lowercase letter', 'Una letra minúscula'),
  passwordCriterionUppercase: m('One uppercase letter', 'Una letra mayúscula'),
  passwordCriterionSymbol: m('One special character', 'Un carácter especial'),

  // Sign-up
  birthDayRequired: m('Birth day is required.', 'El día de nacimiento es obligatorio.'),
  birthDayInvalid: m('Please select a valid day.', 'Seleccione un día válido.'),
  birthMonthRequired: m('Birth month is required.', 'El mes de nacimiento es obligatorio.'),
  birthMonthInvalid: m('Please select a valid month.', 'Seleccione un mes válido.'),
  birthYearRequired: m('Birth year is required.', 'El año de nacimiento es obligatorio.'),
  birthYearInvalid: m(
    `Please select a year between ${BIRTH_YEAR_FIRST} and ${BIRTH_YEAR_LAST}.`,
    `Seleccione un año entre ${BIRTH_YEAR_FIRST} y ${BIRTH_YEAR_LAST}.`,
  ),
  birthDateInvalid: m(
    'Please enter a valid date of birth.',
    'Ingrese una fecha de nacimiento válida.',
  ),
  underAge: m(
    'Sorry! You must be 18 or older to register for the concert.',
    '¡Lo sentimos! Debe tener 18 años o más para registrarse en el concierto.',
  ),
  genderRequired: m('Gender is required.', 'El género es obligatorio.'),
  genderFemale: m('Female', 'Femenino'),
  genderMale: m('Male', 'Masculino'),
  genderOther: m('Other', 'Otro'),
  genderUndisclosed: m('Prefer not to say', 'Prefiero no decirlo'),
  termsRequired: m(
    'Please accept the Terms of Use to continue.',
    'Acepte los Términos de uso para continuar.',
  ),

  // Contact form and gift recipient
  subjectRequired: m('Subject is required.', 'El asunto es obligatorio.'),
  subjectMaxLength: m(
    `Subject must be ${TEXT_LIMITS.contactSubject} characters or fewer.`,
    `El asunto debe tener ${TEXT_LIMITS.contactSubject} caracteres como máximo.`,
  ),
  contactNameMaxLength: m(
    `Name must be ${TEXT_LIMITS.contactName} characters or fewer.`,
    `El nombre debe tener ${TEXT_LIMITS.contactName} caracteres como máximo.`,
  ),
  descriptionRequired: m('Description is required.', 'La descripción es obligatoria.'),
  descriptionMaxLength: m(
    `Description must be ${TEXT_LIMITS.contactDescription} characters or fewer.`,
    `La descripción debe tener ${TEXT_LIMITS.contactDescription} caracteres como máximo.`,
  ),
  giftMessageMaxLength: m(
    `Gift message must be ${TEXT_LIMITS.giftMessage} characters or fewer.`,
    `El mensaje de regalo debe tener ${TEXT_LIMITS.giftMessage} caracteres como máximo.`,
  ),
  invalidValue: m('Please check this field.', 'Revise este campo.'),

  // Error catalogue (SPEC section 8)
  apiFailure: m(
    'We could not complete your request. Please try again.',
    'No pudimos completar su solicitud. Inténtelo de nuevo.',
  ),
  handshakeMissing: m('Handshake Data not available', 'Datos de enlace no disponibles'),
  sessionExpired: m(
    'Your session has timed out. Please login to continue.',
    'Su sesión ha expirado. Inicie sesión para continuar.',
  ),
  invalidToken: m('Invalid token.', 'Token no válido.'),
  /** Ours: the sign-in ended elsewhere (another site or tab, a password change), not a time-out. */
  signedOutElsewhere: m(
    'You have been signed out. Please sign in to continue.',
    'Se cerró su sesión. Inicie sesión para continuar.',
  ),
  accountLocked: m(
    'Your account has been locked due to too many incorrect password attempts',
    'Su cuenta ha sido bloqueada debido a demasiados intentos de contraseña incorrectos',
  ),
  /** What follows the lock message: how long, then the reset link (`accountLockedReset`). */
  accountLockedHelp: m(
    'You can try again in {minutes} minutes, or',
    'Puede intentarlo de nuevo en {minutes} minutos o',
  ),
  accountLockedReset: m('reset your password now.', 'restablecer su contraseña ahora.'),
  badCredentials: m(
    'Invalid email or password. Please try again',
    'Correo electrónico o contraseña no válidos. Inténtelo de nuevo',
  ),
  serverError: m(
    'Something went to wrong on server, please try again',
    'Se produjo un error en el servidor, inténtelo de nuevo',
  ),
  productUnavailable: m('This product is not available', 'Este producto no está disponible'),
  poBoxUnsupported: m(
    'We are unable to ship to POBOX addresses',
    'No podemos hacer envíos a apartados postales (POBOX)',
  ),
  popupsBlocked: m(
    'Pop-ups must be enabled to continue.',
    'Debe habilitar las ventanas emergentes para continuar.',
  ),
  forgotPasswordGoogle: m(
    'Forgot password is not available for a Google sign in account',
    'La recuperación de contraseña no está disponible para una cuenta que inicia sesión con Google',
  ),
  existingGoogleAccount: m(
    'Account already exists. Please login through Google sign in',
    'La cuenta ya existe. Inicie sesión a través de Google',
  ),
  rewardsSignInFailed: m(
    'Authentication Failed. Your username or password is incorrect.',
    'Error de autenticación. Su nombre de usuario o contraseña son incorrectos.',
  ),
  fallback: m('Something went wrong with this request', 'Algo salió mal con esta solicitud'),
  multipackItemUnavailable: m(
    'One or more selected items are no longer available; click Edit and replace',
    'Uno o más de los productos seleccionados ya no están disponibles; haga clic en Editar y reemplácelos',
  ),
  zipNotServiceable: m(
    'Product not available for the selected shipping zip code',
    'Producto no disponible para el código postal de envío seleccionado',
  ),
  businessOrderPrompt: m(
    'Are you ordering products for a business that sells snacks to customers?',
    '¿Está pidiendo productos para un negocio que vende botanas a clientes?',
  ),
  renderError: m('Oops, there is an error!', '¡Vaya, hay un error!'),
  renderErrorAction: m('Try again?', '¿Intentar de nuevo?'),

  // Accounts and sign-in (ours, in the voice of section 8)
  signInRequired: m('Please sign in to continue.', 'Inicie sesión para continuar.'),
  accountExists: m(
    'Account already exists. Please sign in.',
    'La cuenta ya existe. Inicie sesión.',
  ),
  /** The rewards variants' `userIdExists` keys (SPEC section 8): split at 'through', linked. */
  rewardsAccountExists: m(
    'Account already exists. Please login through Snack Rewards sign in',
    'La cuenta ya existe. Inicie sesión a través de Snack Rewards',
  ),
  googleLinkRefused: m(
    'An account with this email already exists. Please sign in with your password.',
    'Ya existe una cuenta con este correo electrónico. Inicie sesión con su contraseña.',
  ),
  googleSignInFailed: m(
    'Google sign-in could not be completed. Please try again.',
    'No se pudo completar el inicio de sesión con Google. Inténtelo de nuevo.',
  ),
  signInThrottled: m(
    'Too many attempts. Please wait a few minutes and try again.',
    'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  ),
  /**
   * An account just created whose sign-in did not follow: it exists, so the shopper signs in
   * (`accountCreatedSignInLink`) rather than signing up again. Throttled: after a while.
   */
  accountCreatedSignInLater: m(
    'Your account has been created, but there have been too many sign-in attempts. Please wait a few minutes, then',
    'Su cuenta ha sido creada, pero ha habido demasiados intentos de inicio de sesión. Espere unos minutos y luego',
  ),
  accountCreatedSignIn: m(
    'Your account has been created. Please',
    'Su cuenta ha sido creada. Por favor,',
  ),
  accountCreatedSignInLink: m('sign in.', 'inicie sesión.'),
  signInExpired: m(
    'This sign-in has expired. Please start again.',
    'Este inicio de sesión ha caducado. Vuelva a empezar.',
  ),
  resetLinkSent: m(
    'If an account uses this email, we have sent it a link to reset the password.',
    'Si hay una cuenta con este correo electrónico, le enviamos un enlace para restablecer la contraseña.',
  ),
  linkInvalid: m(
    'This link has expired or was already used. Please ask for a new one.',
    'Este enlace ha caducado o ya se utilizó. Solicite uno nuevo.',
  ),
  currentPasswordWrong: m(
    'The current password is incorrect.',
    'La contraseña actual es incorrecta.',
  ),
  passwordUnchanged: m(
    'The new password must be different from the current one.',
    'La nueva contraseña debe ser distinta de la actual.',
  ),
  googleNoPassword: m(
    'Your account signs in through Google and has no password to change.',
    'Su cuenta inicia sesión a través de Google y no tiene contraseña que cambiar.',
  ),
  verificationSent: m(
    'If this email needs confirming, we have sent it a link.',
    'Si hace falta confirmar este correo electrónico, le enviamos un enlace.',
  ),
  googleEmailLocked: m(
    'Your account signs in through Google, so its email is the one Google gives us.',
    'Su cuenta inicia sesión a través de Google, así que su correo electrónico es el que nos da Google.',
  ),
  addressNotFound: m('We could not find that address.', 'No encontramos esa dirección.'),
  addressBookFull: m(
    'Your address book is full. Delete an address to add another.',
    'Su libreta de direcciones está llena. Elimine una dirección para agregar otra.',
  ),
  cardNotFound: m('We could not find that card.', 'No encontramos esa tarjeta.'),
  orderNotFound: m('We could not find that order.', 'No encontramos ese pedido.'),

  // Free samples (decision 0038)
  freeSampleOnePerCart: m(
    'An order may include one free sample.',
    'Un pedido puede incluir una muestra gratis.',
  ),
  freeSampleQuantity: m(
    'A free sample is limited to 1 per order.',
    'La muestra gratis está limitada a 1 por pedido.',
  ),
  freeSamplesOnly: m(
    'A free sample ships with a paid item. Please add a product to your cart.',
    'La muestra gratis se envía con un artículo pagado. Agregue un producto a su carrito.',
  ),
  emailVerified: m(
    'Your email is confirmed. Welcome to Snack Rewards!',
    'Su correo electrónico está confirmado. ¡Bienvenido a Snack Rewards!',
  ),
  // Snack Rewards points (ours, decision 0049)
  rewardMembersOnly: m(
    'Sign in as a Snack Rewards member to use your points.',
    'Inicie sesión como miembro de Snack Rewards para usar sus puntos.',
  ),
  rewardPointsShort: m(
    'A free pack takes {points} points; you have {balance}.',
    'Un paquete gratis cuesta {points} puntos; usted tiene {balance}.',
  ),
  rewardNeedsSnack: m(
    'Add a snack to your cart to take your free pack.',
    'Agregue una botana a su carrito para llevarse su paquete gratis.',
  ),
  // The API's answers (ours): each text kept word for word from the handler it came from
  orderLookupNotFound: m(
    'We could not find an order with that number and email.',
    'No encontramos un pedido con ese número y correo electrónico.',
  ),
  orderLookupThrottledMinute: m(
    'Too many lookup attempts. Please try again in 1 minute.',
    'Demasiados intentos de búsqueda. Inténtelo de nuevo en 1 minuto.',
  ),
  orderLookupThrottled: m(
    'Too many lookup attempts. Please try again in {minutes} minutes.',
    'Demasiados intentos de búsqueda. Inténtelo de nuevo en {minutes} minutos.',
  ),
  couponApplied: m(
    'Coupon code {code} applied: {description}.',
    'Cupón {code} aplicado: {description}.',
  ),
  couponAlreadyUsed: m(
    'You have already used coupon code {code}.',
    'Ya usó el código de cupón {code}.',
  ),
  zipUnknown: m('Zip code {zipcode} does not exist.', 'El código postal {zipcode} no existe.'),
  zipMismatch: m(
    'Zip code {zipcode} is in {right}, not {given}.',
    'El código postal {zipcode} está en {right}, no en {given}.',
  ),
  couponUnknown: m('Coupon code {code} is not valid.', 'El código de cupón {code} no es válido.'),
  couponNotStarted: m(
    'Coupon code {code} is not active yet.',
    'El código de cupón {code} todavía no está activo.',
  ),
  couponExpired: m('Coupon code {code} has expired.', 'El código de cupón {code} ha vencido.'),
  couponUsedUp: m(
    'Coupon code {code} has reached its usage limit.',
    'El código de cupón {code} alcanzó su límite de usos.',
  ),
  couponEmailRequired: m(
    'Enter your email to use coupon code {code}.',
    'Ingrese su correo electrónico para usar el código de cupón {code}.',
  ),
  couponMinimumNotMet: m(
    'Coupon code {code} needs a cart of at least {minimum}. Add {missing} more to use it.',
    'El código de cupón {code} requiere un carrito de al menos {minimum}. Agregue {missing} más para usarlo.',
  ),
  paymentMethodRequired: m('Choose a payment method.', 'Elija un método de pago.'),
  orderStillPlacing: m(
    'An order with this key is still being placed. Try again in a moment.',
    'Todavía se está procesando un pedido con esta clave. Inténtelo de nuevo en un momento.',
  ),
  multipackTitle: m('{size}-pack multipack', 'Multipack de {size}'),
  mixDefaultName: m('My mix', 'Mi mezcla'),
  multipackRuleExactly: m(
    'Pick exactly {packSize} single-serve bags.',
    'Elija exactamente {packSize} bolsas individuales.',
  ),
  multipackRulePerProduct: m(
    'Up to {maxPerProduct} bags of any one product.',
    'Hasta {maxPerProduct} bolsas de un mismo producto.',
  ),
  multipackRuleInStock: m(
    'Only products in stock can be picked.',
    'Solo productos disponibles en existencia.',
  ),
  giftCardAmountNotOffered: m(
    'This gift card comes in {amounts}.',
    'Esta tarjeta de regalo está disponible por {amounts}.',
  ),
  giftCardTakesNoRecipient: m(
    'A physical gift card is mailed with the order and takes no recipient.',
    'La tarjeta de regalo física se envía con el pedido y no lleva destinatario.',
  ),
  // Payments: refusals and card fields, as the API and its hosted fields say them (ours)
  declineInsufficientFunds: m(
    'Your card was declined for insufficient funds. Try another card.',
    'Su tarjeta fue rechazada por fondos insuficientes. Pruebe con otra tarjeta.',
  ),
  declineCard: m(
    'Your card was declined. Try another card or contact your bank.',
    'Su tarjeta fue rechazada. Pruebe con otra tarjeta o comuníquese con su banco.',
  ),
  declineSecurityCode: m(
    'The security code does not match the card. Check it and try again.',
    'El código de seguridad no coincide con la tarjeta. Revíselo e inténtelo de nuevo.',
  ),
  declineExpiredCard: m(
    'The card has expired. Try another card.',
    'La tarjeta está vencida. Pruebe con otra tarjeta.',
  ),
  declineCardDetailsExpired: m(
    'Your card details have expired. Enter them again.',
    'Los datos de su tarjeta han caducado. Ingréselos de nuevo.',
  ),
  declineCardDetailsSpent: m(
    'These card details have already paid for an order. Enter them again to pay.',
    'Estos datos de tarjeta ya pagaron un pedido. Ingréselos de nuevo para pagar.',
  ),
  declinePayPalNotApproved: m(
    'The PayPal payment was not approved. Try PayPal again or choose another payment method.',
    'El pago con PayPal no fue aprobado. Vuelva a intentarlo con PayPal o elija otro método de pago.',
  ),
  declineAmountChanged: m(
    'Your order total changed after you approved the payment. Approve the new total.',
    'El total de su pedido cambió después de aprobar el pago. Apruebe el nuevo total.',
  ),
  declineProcessorUnavailable: m(
    'The payment service did not answer. Please try again.',
    'El servicio de pago no respondió. Inténtelo de nuevo.',
  ),
  cardNumberInvalid: m('Enter a valid card number.', 'Ingrese un número de tarjeta válido.'),
  cardBrandUnsupported: m(
    'We accept Visa, Mastercard, American Express and Discover.',
    'Aceptamos Visa, Mastercard, American Express y Discover.',
  ),
  cardExpirationInvalid: m(
    'Enter a valid expiration date.',
    'Ingrese una fecha de vencimiento válida.',
  ),
  cardExpired: m('The card has expired.', 'La tarjeta está vencida.'),
  cardSecurityCodeRequired: m(
    'Enter the security code on the card.',
    'Ingrese el código de seguridad de la tarjeta.',
  ),
  cardFormExpired: m(
    'The payment form has expired. Reload it to continue.',
    'El formulario de pago caducó. Vuelva a cargarlo para continuar.',
  ),
  walletTokenInvalid: m(
    'This {wallet} payment is not valid or has expired. Choose {wallet} again to pay.',
    'Este pago con {wallet} no es válido o caducó. Elija {wallet} de nuevo para pagar.',
  ),
  walletTokenSpent: m(
    'This {wallet} payment has already paid for an order. Choose {wallet} again to pay.',
    'Este pago con {wallet} ya pagó un pedido. Elija {wallet} de nuevo para pagar.',
  ),
} as const satisfies Record<string, LocalizedMessage>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/** Parameter values that are words of their own and change with the language. */
const PARAM_TRANSLATIONS: Readonly<Record<string, string>> = {
  shipping: 'envío',
  billing: 'facturación',
};

const PARAM = /\{(\w+)\}/g;

function fill(template: string, params: MessageParams | undefined, language: Language): string {
  return template.replace(PARAM, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    const text = String(value);
    return localized({ en: text, es: PARAM_TRANSLATIONS[text] ?? text }, language);
  });
}

/** The text of a catalogue message in a language, with its `{parameters}` filled in. */
export function formatMessage(
  key: MessageKey,
  language: Language = 'en-us',
  params?: MessageParams,
): string {
  const entry: LocalizedMessage = MESSAGES[key];
  return fill(localized(entry, language), params, language);
}

interface CompiledTemplate {
  readonly key: MessageKey;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exactIndex: Map<string, MessageKey> | undefined;
let templates: CompiledTemplate[] | undefined;

function indexes() {
  if (!exactIndex || !templates) {
    exactIndex = new Map();
    templates = [];
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      const { en } = MESSAGES[key];
      const names = [...en.matchAll(PARAM)].map((match) => match[1] as string);
      if (names.length === 0) {
        if (!exactIndex.has(en)) exactIndex.set(en, key);
        continue;
      }
      const source = en
        .split(PARAM)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      templates.push({ key, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return { exactIndex, templates };
}

/** Finds the catalogue entry an English message came from, with its parameters. */
export function findMessage(
  englishText: string,
): { key: MessageKey; params: Record<string, string> } | undefined {
  const { exactIndex: exact, templates: compiled } = indexes();
  const key = exact.get(englishText);
  if (key) return { key, params: {} };
  for (const template of compiled) {
    const match = template.pattern.exec(englishText);
    if (!match) continue;
    const params: Record<string, string> = {};
    template.names.forEach((name, index) => {
      params[name] = match[index + 1] as string;
    });
    return { key: template.key, params };
  }
  return undefined;
}

/**
 * Shows an English catalogue message in the given language. Messages from outside the
 * catalogue (a server's own text) come back unchanged.
 */
export function translateMessage(englishText: string, language: Language): string {
  if (language === 'en-us') return englishText;
  const found = findMessage(englishText);
  return found ? formatMessage(found.key, language, found.params) : englishText;
}
