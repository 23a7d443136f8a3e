/** The options of a choice select: a blank "Select ..." first, then the contract's values with their labels. */
export function ChoiceOptions<V extends string>({
  placeholder,
  values,
  labels,
}: {
  placeholder: string;
  values: readonly V[];
  labels: Record<V, string>;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </>
  );
}
