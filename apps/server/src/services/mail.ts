// One e-mail as the store writes it: the outbox stores it, a transport sends it.
export interface Mail {
  to: string;
  subject: string;
  text: string;
}
