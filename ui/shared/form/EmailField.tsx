import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { TextField, type TextFieldProps } from './TextField.tsx'

/**
 * An e-mail address input: the keyboard and autofill of an address, no spell-checking or capitals,
 * and the shared hint of what an address looks like.
 */
export const EmailField = ({
  name = 'email',
  ...props
}: Pick<TextFieldProps, 'label' | 'errors' | 'value' | 'onChange' | 'description' | 'isRequired'> & {
  readonly name?: string
}) => {
  const { LL } = useI18n()
  return (
    <TextField
      name={name}
      type="email"
      description={LL.account.form.emailHint()}
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  )
}
