// Placeholder: replaced by the remote's real screen.
export function App() {
  return <h1>mfe-auth</h1>;
}
