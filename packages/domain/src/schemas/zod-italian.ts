import { z } from 'zod';
import { validationMessages } from '../validation/messages';

type Issue = z.core.$ZodRawIssue;

const italianNumber = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });
const numberText = (value: number | bigint) => italianNumber.format(value);

/** What a field of the wrong kind should have been, as a shopper would be told. */
const expectedTexts: Record<string, string> = {
  number: 'Indicare un numero',
  int: 'Indicare un numero intero',
  bigint: 'Indicare un numero intero',
  nan: 'Indicare un numero',
  string: 'Indicare un testo',
  boolean: 'Indicare sì o no (true o false)',
  array: 'Indicare un elenco di valori',
  object: 'Formato dei dati non valido',
  record: 'Formato dei dati non valido',
  date: 'Indicare una data',
};

function tooSmallText(issue: Extract<Issue, { code: 'too_small' }>): string {
  const minimum = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return minimum <= 1 ? validationMessages.required : `Indicare almeno ${numberText(minimum)} caratteri`;
    case 'array':
    case 'set':
      return minimum <= 1 ? 'Indicare almeno un elemento' : `Indicare almeno ${numberText(minimum)} elementi`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive
        ? `Il valore deve essere almeno ${numberText(issue.minimum)}`
        : `Il valore deve essere maggiore di ${numberText(issue.minimum)}`;
    default:
      return 'Valore troppo piccolo';
  }
}

function tooBigText(issue: Extract<Issue, { code: 'too_big' }>): string {
  switch (issue.origin) {
    case 'string':
      return `Il testo può contenere al massimo ${numberText(issue.maximum)} caratteri`;
    case 'array':
    case 'set':
      return `Indicare al massimo ${numberText(issue.maximum)} elementi`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive
        ? `Il valore deve essere al massimo ${numberText(issue.maximum)}`
        : `Il valore deve essere minore di ${numberText(issue.maximum)}`;
    default:
      return 'Valore troppo grande';
  }
}

/** The allowed values, as a list a shopper can read (blank choices left out, long lists cut short). */
function choicesText(values: readonly unknown[]): string {
  const shown = values.filter((value) => value !== '' && value !== undefined).map(String);
  return shown.length > 8 ? `${shown.slice(0, 8).join(', ')}…` : shown.join(', ');
}

/**
 * The Italian text of a validation issue: natural sentences ('Il valore deve essere almeno 0'),
 * never the validator's own wording ('Troppo piccolo: number deve essere >=0') or a type name.
 * The field itself is named by the answer (`errorsMessage[].field`), so the text does not repeat it.
 */
export function italianIssueText(issue: Issue): string {
  if (issue.input === undefined || issue.input === null) return validationMessages.required;
  switch (issue.code) {
    case 'invalid_type':
      return expectedTexts[issue.expected] ?? 'Valore non valido';
    case 'too_small':
      return tooSmallText(issue);
    case 'too_big':
      return tooBigText(issue);
    case 'invalid_format':
      return issue.format === 'email' ? validationMessages.email : 'Formato non valido';
    case 'not_multiple_of':
      return `Il valore deve essere un multiplo di ${numberText(Number(issue.divisor))}`;
    case 'invalid_value': {
      const choices = choicesText(issue.values);
      return choices ? `Valore non valido: i valori ammessi sono ${choices}` : 'Valore non valido';
    }
    case 'unrecognized_keys':
      return 'Contiene campi non previsti';
    default:
      return 'Valore non valido';
  }
}

// Validation messages are Italian everywhere, on the server and in the web app alike: ours for the
// generic cases, the specification's text for a missing value, a rule's own text where it gives one.
z.config({ localeError: italianIssueText });
