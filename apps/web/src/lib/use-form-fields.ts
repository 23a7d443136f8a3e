import { type ChangeEvent, useRef, useState } from 'react';
import { type FieldErrors, focusFirstInvalid } from './form-errors';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The state every validated form needs: the values, one error per field, `bind(field)` for a
 * control (an error clears as soon as its field is edited), and `showErrors`, which also moves
 * focus to the first invalid field so its message is announced.
 */
export function useFormFields<K extends string>(empty: Record<K, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const bind = (key: K) => ({
    value: values[key],
    onChange: (e: ChangeEvent<Control>) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setErrors(({ [key]: _fixed, ...rest }) => rest as FieldErrors<K>);
    },
  });

  const showErrors = (next: FieldErrors<K>) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  return { formRef, values, errors, bind, showErrors, clearErrors: () => setErrors({}), reset };
}
