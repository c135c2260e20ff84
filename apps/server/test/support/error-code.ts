/** The `code` of an error answer ({ error: { code, message } }). */
export async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}
