import type { ServerCatalog } from './types.js';

/** French. */
export const fr: ServerCatalog = {
  'titulo.validacao': 'Données invalides',
  'titulo.nao-autenticado': 'Non authentifié',
  'titulo.sem-permissao': 'Accès refusé',
  'titulo.nao-encontrado': 'Introuvable',
  'titulo.conflito': 'Conflit',
  'titulo.muitas-tentativas': 'Trop de tentatives',
  'titulo.requisicao-invalida': 'Requête invalide',
  'titulo.muito-grande': 'Requête trop volumineuse',
  'titulo.erro-interno': 'Erreur interne',
  'titulo.tipo-nao-suportado': 'Type de contenu non pris en charge',
  'titulo.dominio-ausente': 'Domaine manquant',
  'titulo.dominio-desconhecido': 'Domaine inconnu',
  'detalhe.dados-invalidos': 'Données invalides',
  'detalhe.nao-autenticado': 'Session invalide ou expirée. Veuillez vous reconnecter.',
  'detalhe.sem-permissao': "Vous n'êtes pas autorisé à effectuer cette action.",
  'detalhe.recurso-nao-encontrado': 'Ressource introuvable.',
  'detalhe.muitas-tentativas': 'Trop de tentatives. Réessayez dans {minutes} minute(s).',
  'detalhe.requisicao-invalida': "La requête n'a pas pu être lue.",
  'detalhe.muito-grande': 'La requête dépasse la taille autorisée.',
  'detalhe.erro-interno': "Une erreur inattendue s'est produite. Réessayez plus tard.",
  'detalhe.tipo-nao-suportado': 'Envoyez le corps au format {types}.',
  'detalhe.dominio-ausente': "L'en-tête Domain est obligatoire.",
  'detalhe.dominio-desconhecido': "Le domaine {domain} n'est pas desservi par ce serveur.",
  'detalhe.token-ausente': "Fournissez le jeton d'accès.",
  'detalhe.token-outro-dominio': 'Le jeton fourni appartient à un autre domaine.',
  'detalhe.usuario-inativo-inexistente': 'Utilisateur inactif ou inexistant.',
  'detalhe.token-expirado': 'Votre session a expiré. Veuillez vous reconnecter.',
  'detalhe.token-invalido': 'Jeton invalide.',
  'detalhe.sessao-encerrada': 'Session terminée. Veuillez vous reconnecter.',
  'detalhe.cliente-desconectado': 'Connexion fermée par le client.',
  'detalhe.credenciais-invalidas': 'Identifiant ou mot de passe invalide.',
  'detalhe.cadastro-aguarda-aprovacao':
    "Votre inscription attend l'approbation de l'administrateur.",
  'detalhe.usuario-inativo': "Utilisateur inactif. Contactez l'administrateur.",
  'detalhe.importacao-nao-encontrada': 'Importation introuvable.',
  'detalhe.envio-nao-encontrado': 'Fichier envoyé introuvable.',
  'detalhe.conteudo-indisponivel': "Le contenu de ce fichier n'est plus disponible.",
  'detalhe.arquivo-nao-enviado': "Fichier introuvable. Envoyez le fichier avant de l'importer.",
  'detalhe.arquivo-ja-importado':
    'Ce fichier a déjà été importé (importation {id}, {arquivo}). Demandez son remplacement pour le réimporter.',
  'detalhe.importacao-em-andamento':
    "L'importation précédente de ce fichier est toujours en cours ; annulez-la ou attendez qu'elle se termine.",
  'detalhe.importacao-terminada': "L'importation est déjà terminée et ne peut plus être annulée.",
  'detalhe.mes-ja-efetivado':
    'Le mois {mes} est déjà clôturé. Un administrateur doit le rouvrir pour le modifier.',
  'detalhe.mes-nao-efetivado': "Le mois {mes} n'est pas clôturé.",
  'detalhe.mes-sem-faturamentos': "Le mois {mes} n'a aucune facturation à clôturer.",
  'detalhe.reabrir-so-administrador': 'Seul un administrateur peut rouvrir un mois clôturé.',
  'detalhe.mes-com-pagamentos': 'Le mois {mes} a des créances payées et ne peut pas être rouvert.',
  'detalhe.cobranca-nao-encontrada': 'Créance introuvable.',
  'detalhe.cobranca-nao-pendente': "Cette créance n'est pas en attente (situation : {status}).",
  'detalhe.perfil-nao-encontrado': 'Profil introuvable.',
  'detalhe.perfil-nome-duplicado': 'Un profil portant ce nom existe déjà.',
  'detalhe.perfil-admin-somente-admin':
    'Seuls les administrateurs peuvent accorder ou modifier un profil administrateur.',
  'detalhe.eventos-nao-possuidos':
    'Vous ne pouvez ni accorder ni retirer des événements que vous ne détenez pas : {codigos}.',
  'campo.eventos-inexistentes': 'Événements inexistants : {ids}',
  'campo.usuarios-nao-pendentes': 'Utilisateurs qui n’attendent pas d’approbation : {ids}',
  'campo.versoes-inexistentes': 'Versions inexistantes : {ids}',
  'campo.modelo-inexistente': 'Modèle introuvable',
  'detalhe.validacao-nao-encontrada': 'Validation de marque introuvable.',
  'detalhe.tipo-validacao-nao-permitido':
    'Votre profil ne peut lancer que des validations de type Padrão.',
  'detalhe.lista-fabricante-nao-encontrada':
    'Liste du constructeur introuvable. Envoyez le fichier du constructeur avant de lancer la validation.',
  'detalhe.marca-propria-ausente':
    "L'association n'a pas de marque définie (paramètre EMP_FABRICANTE) : rien à valider.",
  'campo.invalido': "Le champ {field} n'est pas valide",
  'campo.min-caracteres': 'Le champ {field} doit contenir au moins {length} caractères',
  'campo.max-caracteres': 'Le champ {field} ne doit pas dépasser {length} caractères',
  'campo.valores-permitidos': "Le champ {field} doit prendre l'une de ces valeurs : {values}",
  'campo.nao-esperado': "Le champ {field} n'est pas attendu",
  'campo.dimensao-repetida': 'La dimension {value} est choisie plus d’une fois',
  'campo.dimensoes-demais': 'Choisissez au plus {max} dimensions de ligne',
  'campo.celulas-demais':
    'Le tableau aurait {cells} cellules ; le maximum est {max}. Choisissez des dimensions avec moins de valeurs, des filtres ou une période plus courte',
  'campo.versao-sem-modelo':
    'Les versions sont affichées pour les modèles choisis : filtrez par un modèle ({field})',
  'campo.json-invalido': 'Le champ {field} ne contient pas de JSON valide',
  'campo.corpo-obrigatorio': 'Le corps de la requête est obligatoire',
  'campo.dominio-desconhecido': 'Domaine inconnu',
  'campo.inteiro-fora-do-intervalo':
    'Le champ {field} doit être un nombre entier compris entre {min} et {max}',
  'campo.max-itens': 'Le champ {field} accepte au plus {max} éléments',
  'campo.data-fora-do-intervalo':
    'Le champ {field} doit être une date comprise entre {min} et {max}',
  'campo.caracteres-de-controle':
    'Le champ {field} contient des caractères de contrôle non autorisés',
  'campo.ordenacao-invalida': 'La liste ne peut pas être triée par cette colonne',
  'campo.comparacao-indisponivel':
    'Ce rapport ne compare pas de périodes : retirez le champ {field}',
  'campo.comparacao-antes-do-inicio':
    'La période comparée commencerait avant le {min} : choisissez des dates plus récentes ({field})',
  'campo.aninhamento-excessivo': 'Le corps de la requête comporte trop de niveaux imbriqués',
  'campo.senha-atual-nao-confere': 'Le mot de passe actuel ne correspond pas',
  'campo.nova-senha-igual-atual': "Le nouveau mot de passe doit être différent de l'actuel",
  'detalhe.visao-nao-encontrada': 'Vue introuvable.',
  'detalhe.visao-nome-duplicado': 'Vous avez déjà une vue portant ce nom. Choisissez un autre nom.',
  'detalhe.visao-compartilhar-sem-permissao':
    "Vous n'êtes pas autorisé à partager des vues avec l'association.",
  'detalhe.visao-de-outro-usuario':
    'Seule la personne qui a créé cette vue peut la modifier ou la supprimer.',
  'valor.sim': 'Oui',
  'valor.nao': 'Non',
};
