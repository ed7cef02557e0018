// The floor of the sign-in bench (e2e/bench/login.ts): the least a React page with
// react-aria-components can load to show a usable sign-in form, built with the portal's toolchain
// (Vite, the React plugin, the same target). The portal's /login is measured against it.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import './floor.css';

function Login() {
  const [sent, setSent] = useState(false);
  return (
    <main>
      <h1>Entrar</h1>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
        }}
      >
        <TextField name="login" isRequired autoComplete="username">
          <Label>Usuário</Label>
          <Input />
        </TextField>
        <TextField name="senha" type="password" isRequired autoComplete="current-password">
          <Label>Senha</Label>
          <Input />
        </TextField>
        <Button type="submit">Entrar</Button>
        {sent ? <p role="status">Enviado</p> : null}
      </Form>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Login />
    </StrictMode>,
  );
