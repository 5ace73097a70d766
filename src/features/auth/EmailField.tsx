import { emailError } from '../../../common/text';
import { FormField } from '../../components/FormField';

/** The email input of the account forms, with docs/product.md §5's 'Email address is invalid'. */
export function EmailField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <FormField
      id={id}
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onValueChange={onChange}
      error={emailError(value)}
    />
  );
}
