declare const styles: {
  readonly root: string;
  readonly label: string;
  readonly inputRow: string;
  readonly input: string;
  readonly inline: string;
  readonly inputInvalid: string;
  readonly error: string;
  readonly listPopup: string;
  readonly listInline: string;
  readonly option: string;
  readonly optionLabel: string;
  readonly optionDetail: string;
  readonly listMessage: string;
};
export default styles;
