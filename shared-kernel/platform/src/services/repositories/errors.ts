/** A rule of SPEC section 5/6 was broken (name too long, not a custom fabric, unknown id). */
export class ValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValidationError';
  }
}
