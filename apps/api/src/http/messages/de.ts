import type { ServerCatalog } from './types.js';

/** German. */
export const de: ServerCatalog = {
  'titulo.validacao': 'Ungültige Daten',
  'titulo.nao-autenticado': 'Nicht angemeldet',
  'titulo.sem-permissao': 'Zugriff verweigert',
  'titulo.nao-encontrado': 'Nicht gefunden',
  'titulo.conflito': 'Konflikt',
  'titulo.muitas-tentativas': 'Zu viele Versuche',
  'titulo.requisicao-invalida': 'Ungültige Anfrage',
  'titulo.muito-grande': 'Anfrage zu groß',
  'titulo.erro-interno': 'Interner Fehler',
  'titulo.tipo-nao-suportado': 'Nicht unterstützter Inhaltstyp',
  'titulo.dominio-ausente': 'Domain fehlt',
  'titulo.dominio-desconhecido': 'Unbekannte Domain',
  'detalhe.dados-invalidos': 'Ungültige Daten',
  'detalhe.nao-autenticado': 'Sitzung ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  'detalhe.sem-permissao': 'Sie sind nicht berechtigt, diese Aktion auszuführen.',
  'detalhe.recurso-nao-encontrado': 'Ressource nicht gefunden.',
  'detalhe.muitas-tentativas': 'Zu viele Versuche. Versuchen Sie es in {minutes} Minute(n) erneut.',
  'detalhe.requisicao-invalida': 'Die Anfrage konnte nicht gelesen werden.',
  'detalhe.muito-grande': 'Die Anfrage überschreitet die zulässige Größe.',
  'detalhe.erro-interno':
    'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  'detalhe.tipo-nao-suportado': 'Senden Sie den Inhalt als {types}.',
  'detalhe.dominio-ausente': 'Der Header Domain ist erforderlich.',
  'detalhe.dominio-desconhecido': 'Die Domain {domain} wird von diesem Server nicht bedient.',
  'detalhe.token-ausente': 'Geben Sie das Zugriffstoken an.',
  'detalhe.token-outro-dominio': 'Das Token gehört zu einer anderen Domain.',
  'detalhe.usuario-inativo-inexistente': 'Der Benutzer ist inaktiv oder existiert nicht.',
  'detalhe.token-expirado': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'detalhe.token-invalido': 'Ungültiges Token.',
  'detalhe.sessao-encerrada': 'Sitzung beendet. Bitte melden Sie sich erneut an.',
  'detalhe.cliente-desconectado': 'Verbindung vom Client geschlossen.',
  'detalhe.credenciais-invalidas': 'Ungültiger Benutzername oder ungültiges Passwort.',
  'detalhe.cadastro-aguarda-aprovacao':
    'Ihre Registrierung wartet auf die Freigabe durch den Administrator.',
  'detalhe.usuario-inativo': 'Inaktiver Benutzer. Wenden Sie sich an den Administrator.',
  'detalhe.importacao-nao-encontrada': 'Import nicht gefunden.',
  'detalhe.envio-nao-encontrado': 'Hochgeladene Datei nicht gefunden.',
  'detalhe.conteudo-indisponivel': 'Der Inhalt dieser Datei ist nicht mehr verfügbar.',
  'detalhe.arquivo-nao-enviado':
    'Datei nicht gefunden. Laden Sie die Datei hoch, bevor Sie sie importieren.',
  'detalhe.arquivo-ja-importado':
    'Diese Datei wurde bereits importiert (Import {id}, {arquivo}). Fordern Sie die Ersetzung an, um sie erneut zu importieren.',
  'detalhe.importacao-em-andamento':
    'Der vorherige Import dieser Datei läuft noch; brechen Sie ihn ab oder warten Sie, bis er fertig ist.',
  'detalhe.importacao-terminada':
    'Der Import ist bereits abgeschlossen und kann nicht mehr abgebrochen werden.',
  'detalhe.mes-ja-efetivado':
    'Der Monat {mes} ist bereits abgeschlossen. Ein Administrator muss ihn wieder öffnen, um ihn zu ändern.',
  'detalhe.mes-nao-efetivado': 'Der Monat {mes} ist nicht abgeschlossen.',
  'detalhe.mes-sem-faturamentos': 'Der Monat {mes} hat keine Abrechnungen zum Abschließen.',
  'detalhe.reabrir-so-administrador':
    'Nur ein Administrator darf einen abgeschlossenen Monat wieder öffnen.',
  'detalhe.mes-com-pagamentos':
    'Der Monat {mes} hat bezahlte Forderungen und kann nicht wieder geöffnet werden.',
  'detalhe.cobranca-nao-encontrada': 'Forderung nicht gefunden.',
  'detalhe.cobranca-nao-pendente': 'Diese Forderung ist nicht offen (Status: {status}).',
  'detalhe.perfil-nao-encontrado': 'Profil nicht gefunden.',
  'detalhe.perfil-nome-duplicado': 'Ein Profil mit diesem Namen existiert bereits.',
  'detalhe.perfil-admin-somente-admin':
    'Nur Administratoren dürfen ein Administratorprofil vergeben oder ändern.',
  'detalhe.eventos-nao-possuidos':
    'Sie können keine Ereignisse vergeben oder entziehen, die Sie selbst nicht besitzen: {codigos}.',
  'campo.eventos-inexistentes': 'Unbekannte Ereignisse: {ids}',
  'campo.usuarios-nao-pendentes': 'Benutzer, die nicht auf Freigabe warten: {ids}',
  'campo.versoes-inexistentes': 'Nicht vorhandene Versionen: {ids}',
  'campo.modelo-inexistente': 'Modell nicht gefunden',
  'detalhe.validacao-nao-encontrada': 'Markenprüfung nicht gefunden.',
  'detalhe.tipo-validacao-nao-permitido': 'Ihr Profil darf nur Prüfungen vom Typ Padrão starten.',
  'detalhe.lista-fabricante-nao-encontrada':
    'Herstellerliste nicht gefunden. Laden Sie die Datei des Herstellers hoch, bevor Sie die Prüfung starten.',
  'detalhe.marca-propria-ausente':
    'Der Verband hat keine eigene Marke (Parameter EMP_FABRICANTE): es gibt nichts zu prüfen.',
  'campo.invalido': 'Das Feld {field} ist ungültig',
  'campo.min-caracteres': 'Das Feld {field} muss mindestens {length} Zeichen lang sein',
  'campo.max-caracteres': 'Das Feld {field} darf höchstens {length} Zeichen lang sein',
  'campo.valores-permitidos': 'Das Feld {field} muss einer dieser Werte sein: {values}',
  'campo.nao-esperado': 'Das Feld {field} wird nicht erwartet',
  'campo.dimensao-repetida': 'Die Dimension {value} ist mehr als einmal gewählt',
  'campo.dimensoes-demais': 'Wählen Sie höchstens {max} Zeilendimensionen',
  'campo.celulas-demais':
    'Die Tabelle hätte {cells} Zellen; höchstens {max} werden angezeigt. Wählen Sie Dimensionen mit weniger Werten, Filter oder einen kürzeren Zeitraum',
  'campo.versao-sem-modelo':
    'Versionen werden für gewählte Modelle angezeigt: Filtern Sie nach einem Modell ({field})',
  'campo.json-invalido': 'Das Feld {field} enthält kein gültiges JSON',
  'campo.corpo-obrigatorio': 'Der Inhalt der Anfrage ist erforderlich',
  'campo.dominio-desconhecido': 'Unbekannte Domain',
  'campo.inteiro-fora-do-intervalo':
    'Das Feld {field} muss eine ganze Zahl zwischen {min} und {max} sein',
  'campo.max-itens': 'Das Feld {field} nimmt höchstens {max} Einträge',
  'campo.data-fora-do-intervalo': 'Das Feld {field} muss ein Datum zwischen {min} und {max} sein',
  'campo.caracteres-de-controle': 'Das Feld {field} enthält nicht erlaubte Steuerzeichen',
  'campo.ordenacao-invalida': 'Die Liste kann nicht nach dieser Spalte sortiert werden',
  'campo.comparacao-indisponivel':
    'Dieser Bericht vergleicht keine Zeiträume: Lassen Sie das Feld {field} weg',
  'campo.comparacao-antes-do-inicio':
    'Der Vergleichszeitraum würde vor dem {min} beginnen: Wählen Sie spätere Daten ({field})',
  'campo.aninhamento-excessivo': 'Der Anfragetext ist zu tief verschachtelt',
  'campo.senha-atual-nao-confere': 'Das aktuelle Passwort stimmt nicht',
  'campo.nova-senha-igual-atual': 'Das neue Passwort muss sich vom aktuellen unterscheiden',
  'detalhe.visao-nao-encontrada': 'Ansicht nicht gefunden.',
  'detalhe.visao-nome-duplicado':
    'Sie haben bereits eine Ansicht mit diesem Namen. Wählen Sie einen anderen Namen.',
  'detalhe.visao-compartilhar-sem-permissao':
    'Sie sind nicht berechtigt, Ansichten mit dem Verband zu teilen.',
  'detalhe.visao-de-outro-usuario':
    'Nur wer diese Ansicht erstellt hat, kann sie ändern oder löschen.',
  'valor.sim': 'Ja',
  'valor.nao': 'Nein',
};
