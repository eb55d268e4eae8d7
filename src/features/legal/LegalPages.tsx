import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { createContext, use, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { REGULATOR_URL, SELF_EXCLUSION_URL, type SiteLegal } from '../../../contract/site';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Page } from '../../ui/Page';

/**
 * The terms, the privacy policy and the responsible-gambling page. The documents are the Portuguese
 * texts that bind a Brazilian operator and its players, in Portuguese in every language (with a note in
 * the others); the operator's data in them are the site's (sites.legal, given with the site content).
 */

/** The site's legal data, or stand-ins while they load (or when the operator has set none). */
function useLegal(): SiteLegal {
  const { actors } = useSystem();
  const legal = useSelector(actors.modals, (s) => s.context.content?.legal ?? null);
  return (
    legal ?? {
      legal_name: 'o operador',
      cnpj: '—',
      authorisation: 'a portaria de autorização da SPA/MF',
      address: '—',
      sac: { phone: '—', email: '—' },
      ouvidoria: { phone: '—', email: '—' },
      dpo: { name: '—', email: '—' },
      regulator_url: REGULATOR_URL,
      self_exclusion_url: SELF_EXCLUSION_URL,
    }
  );
}

export type LegalDoc = 'terms' | 'privacy' | 'responsible';

const PATHS = {
  terms: '/legal/terms',
  privacy: '/legal/privacy',
  responsible: '/legal/responsible-gambling',
} as const satisfies Record<LegalDoc, string>;

/**
 * Shown inside a dialog (the sign-up form's, src/features/legal/LegalDialog.tsx): its links to the other
 * documents switch the dialog's document, and nothing navigates away from what the person was typing.
 */
export const EmbeddedIn = createContext<((doc: LegalDoc) => void) | null>(null);

/** A link to another legal document: its page, or in a dialog that document in the same dialog. */
function DocLink({ doc, children }: { doc: LegalDoc; children: ReactNode }) {
  const open = use(EmbeddedIn);
  if (!open) return <Link to={PATHS[doc]}>{children}</Link>;
  return (
    <button type="button" className="link-button" onClick={() => open(doc)}>
      {children}
    </button>
  );
}

/** A legal document's page, or only its text in a dialog (which has its own heading). */
function DocumentPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  return use(EmbeddedIn) ? <>{children}</> : <Page title={title}>{children}</Page>;
}

function LegalDocument({ updated, children }: { updated: string; children: ReactNode }) {
  const locale = useLocale();
  const embedded = use(EmbeddedIn) !== null;
  return (
    <>
      {locale !== 'pt' && (
        <p className="legal-note" role="note">
          <Trans>
            This document is in Portuguese: it is the text that binds the operator and the player under Brazilian law.
          </Trans>
        </p>
      )}
      {!embedded && <LegalLinks />}
      <article className="card legal-doc" lang="pt-BR">
        <p className="muted">Versão em vigor desde {updated}.</p>
        {children}
      </article>
    </>
  );
}

function LegalLinks() {
  const { t } = useLingui();
  return (
    <nav className="legal-links" aria-label={t`Legal documents`}>
      <Link to="/legal/terms" className="category-tab">
        <Trans>Terms and conditions</Trans>
      </Link>
      <Link to="/legal/privacy" className="category-tab">
        <Trans>Privacy policy</Trans>
      </Link>
      <Link to="/legal/responsible-gambling" className="category-tab">
        <Trans>Responsible gambling</Trans>
      </Link>
    </nav>
  );
}

function Operator({ legal }: { legal: SiteLegal }) {
  return (
    <p>
      A plataforma é operada por <strong>{legal.legal_name}</strong>, inscrita no CNPJ sob o nº {legal.cnpj}, com sede
      em {legal.address}, autorizada a explorar a modalidade lotérica de apostas de quota fixa pela{' '}
      {legal.authorisation}, sob a fiscalização da{' '}
      <a href={legal.regulator_url} target="_blank" rel="noopener noreferrer">
        Secretaria de Prêmios e Apostas do Ministério da Fazenda (SPA/MF)
      </a>
      .
    </p>
  );
}

function Contacts({ legal }: { legal: SiteLegal }) {
  return (
    <ul>
      <li>
        SAC (atendimento ao cliente, 24 horas): {legal.sac.phone} ·{' '}
        <a href={`mailto:${legal.sac.email}`}>{legal.sac.email}</a>
      </li>
      <li>
        Ouvidoria (quando a resposta do SAC não resolver): {legal.ouvidoria.phone} ·{' '}
        <a href={`mailto:${legal.ouvidoria.email}`}>{legal.ouvidoria.email}</a>
      </li>
    </ul>
  );
}

export function TermsPage() {
  const legal = useLegal();
  return (
    <DocumentPage title={msg`Terms and conditions`}>
      <LegalDocument updated="1º de janeiro de 2026">
        <h2>1. Quem somos</h2>
        <Operator legal={legal} />
        <p>
          Estes Termos e Condições regem o uso da plataforma e de todos os jogos e apostas oferecidos nela, conforme a
          Lei nº 14.790/2023 e as portarias da SPA/MF. Ao criar sua conta, você declara que os leu e aceitou, assim como
          a <DocLink doc="privacy">Política de Privacidade</DocLink> e a política de{' '}
          <DocLink doc="responsible">Jogo Responsável</DocLink>.
        </p>

        <h2>2. Quem pode jogar</h2>
        <ul>
          <li>Somente pessoas maiores de 18 anos, residentes no Brasil e com CPF regular.</li>
          <li>
            Não podem apostar: menores de idade; pessoas autoexcluídas ou proibidas por decisão judicial; sócios,
            administradores e empregados do operador; agentes públicos com atribuição de fiscalização do setor; e
            pessoas com influência no resultado de eventos esportivos (atletas, árbitros, dirigentes e técnicos), nas
            modalidades em que atuam.
          </li>
          <li>
            Uma única conta por CPF. Verificamos seu nome completo, CPF e data de nascimento no cadastro; contas
            duplicadas ou em nome de terceiros são encerradas.
          </li>
        </ul>

        <h2>3. Depósitos e saques</h2>
        <ul>
          <li>
            Depósitos somente por PIX, a partir de conta bancária de sua titularidade (o mesmo CPF da conta de jogo).
            Pagamentos feitos de conta de outra pessoa não são creditados e são devolvidos à origem.
          </li>
          <li>Saques somente por PIX, para chave de sua titularidade (do mesmo CPF).</li>
          <li>
            Não aceitamos dinheiro em espécie, boletos, criptoativos nem cartões de crédito. Não concedemos crédito,
            adiantamento ou empréstimo de qualquer tipo.
          </li>
          <li>
            Os valores e prazos de depósito e saque, e as eventuais tarifas, são informados antes de cada operação.
          </li>
        </ul>

        <h2>4. Bônus e promoções</h2>
        <p>
          Não oferecemos bônus, prêmio ou vantagem vinculados a depósito (Portaria SPA/MF nº 1.231/2024, art. 42). As
          promoções que não dependem de depósito têm suas regras publicadas na própria página da promoção e podem ser
          encerradas a qualquer momento, preservados os prêmios já conquistados.
        </p>

        <h2>5. Apostas e jogos</h2>
        <ul>
          <li>
            Cada jogo informa, antes da primeira aposta, suas regras, o retorno ao jogador (RTP) ou a margem das
            cotações, e os valores mínimo e máximo de aposta.
          </li>
          <li>Uma aposta aceita não pode ser cancelada pelo jogador. Erros técnicos evidentes anulam a aposta.</li>
          <li>
            Resultados de jogos são definidos por geradores de números aleatórios certificados; resultados esportivos,
            pelo resultado oficial da partida.
          </li>
        </ul>

        <h2>6. Limites, pausa e autoexclusão</h2>
        <p>
          Você pode, a qualquer momento, definir limites de depósito, de perda, de tempo de sessão e de número de
          apostas; fazer uma pausa de 24 horas, 7 dias ou 30 dias; ou autoexcluir-se por 6 meses, 1 ano ou por prazo
          indeterminado. Reduções de limite valem na hora; aumentos e remoções, somente após 24 horas. Durante a pausa
          ou a autoexclusão não é possível apostar nem depositar, e deixamos de enviar comunicações de marketing. Veja a
          página de <DocLink doc="responsible">Jogo Responsável</DocLink>.
        </p>

        <h2>7. Sessão e segurança</h2>
        <p>
          Por segurança, a sessão expira após 30 minutos sem atividade e é preciso entrar de novo. Mantenha sua senha e
          sua senha de saque em sigilo; você responde pelas operações feitas com elas.
        </p>

        <h2>8. Encerramento da conta</h2>
        <p>
          Você pode encerrar sua conta pelo perfil a qualquer momento. O saldo restante é pago por PIX para chave do seu
          CPF antes do encerramento. Podemos suspender ou encerrar contas em caso de fraude, lavagem de dinheiro,
          manipulação de resultados, uso de dados de terceiros ou violação destes Termos, comunicando as autoridades
          quando a lei exigir.
        </p>

        <h2>9. Reclamações</h2>
        <p>
          Fale primeiro com o SAC. Se a resposta não resolver, procure a Ouvidoria, que responde em até 10 dias úteis.
          Você também pode registrar sua reclamação na plataforma consumidor.gov.br ou no Procon.
        </p>
        <Contacts legal={legal} />

        <h2>10. Alterações</h2>
        <p>
          Alterações destes Termos são comunicadas com pelo menos 15 dias de antecedência e passam a valer na data
          informada. Aplica-se a legislação brasileira; fica eleito o foro do domicílio do consumidor.
        </p>
      </LegalDocument>
    </DocumentPage>
  );
}

export function PrivacyPage() {
  const legal = useLegal();
  return (
    <DocumentPage title={msg`Privacy policy`}>
      <LegalDocument updated="1º de janeiro de 2026">
        <h2>1. Controlador</h2>
        <p>
          {legal.legal_name}, CNPJ {legal.cnpj}, com sede em {legal.address}, é o controlador dos seus dados pessoais,
          tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).
        </p>

        <h2>2. Dados que coletamos</h2>
        <ul>
          <li>
            Cadastro: nome completo, CPF, data de nascimento, celular, e-mail e senha (guardada apenas como hash).
          </li>
          <li>
            Pagamentos: chaves PIX, CPF do pagador e do recebedor, valores, datas e identificadores das transações.
          </li>
          <li>
            Verificação de identidade: fotos do documento (RG ou CNH, ou o PDF da CNH digital), a selfie e as fotos da
            prova de vida, e o endereço. A comparação do rosto com a foto do documento é um dado biométrico (dado
            sensível), tratado para cumprir a obrigação legal de reconhecimento facial (Lei 14.790/2023, art. 23; LGPD,
            art. 11, II, a).
          </li>
          <li>Jogo: apostas, resultados, saldos, limites, pausas e autoexclusões.</li>
          <li>Uso: endereço IP, dispositivo, navegador, idioma, datas de acesso e registros de segurança.</li>
          <li>Atendimento: mensagens trocadas com o SAC e a Ouvidoria.</li>
        </ul>

        <h2>3. Finalidades e bases legais</h2>
        <ul>
          <li>Abrir e manter sua conta, processar apostas, depósitos e saques — execução de contrato (art. 7º, V).</li>
          <li>
            Verificar identidade e idade, impedir apostadores proibidos, prevenir fraude, lavagem de dinheiro e
            manipulação de resultados, e informar a SPA/MF e o COAF — cumprimento de obrigação legal ou regulatória
            (art. 7º, II).
          </li>
          <li>
            Oferecer as ferramentas de jogo responsável e identificar sinais de jogo problemático — obrigação legal e
            proteção da vida e da saúde (art. 7º, II e VII; art. 11, II).
          </li>
          <li>Segurança da conta e melhoria do serviço — legítimo interesse (art. 7º, IX).</li>
          <li>
            Comunicações de marketing — somente com seu consentimento (art. 7º, I), que pode ser retirado a qualquer
            momento; nunca durante pausa ou autoexclusão.
          </li>
        </ul>

        <h2>4. Compartilhamento</h2>
        <p>
          Compartilhamos dados apenas com: o Ministério da Fazenda (SPA/MF) e demais autoridades, quando a lei exigir;
          instituições de pagamento que processam o PIX; serviços de verificação de identidade; e fornecedores de
          tecnologia contratados sob dever de confidencialidade. Não vendemos seus dados.
        </p>

        <h2>5. Por quanto tempo guardamos</h2>
        <p>
          Dados de cadastro, apostas e transações são guardados por 5 anos após o encerramento da conta, como exige a
          regulamentação de prevenção à lavagem de dinheiro; registros de acesso, por no mínimo 6 meses (Marco Civil da
          Internet). Autoexclusões são mantidas enquanto durarem. Depois disso, os dados são eliminados ou anonimizados.
        </p>
        <p>
          As fotos da verificação de identidade ficam cifradas e só a equipe de compliance as vê. São eliminadas 5 anos
          após o encerramento da conta; as de uma verificação recusada, 5 anos após a recusa; e uma verificação nunca
          enviada é apagada por inteiro 30 dias depois. Da verificação decidida fica o registro da decisão (situação,
          motivo, notas do serviço de verificação e datas). A cópia dos seus dados lista o que foi coletado, sem as
          fotos.
        </p>

        <h2>6. Seus direitos</h2>
        <p>
          Você pode pedir confirmação e acesso aos seus dados, correção, anonimização ou eliminação dos desnecessários,
          portabilidade, informação sobre compartilhamento, revogação do consentimento e revisão de decisões
          automatizadas (art. 18 da LGPD). Também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>

        <h2>7. Encarregado (DPO)</h2>
        <p>
          Nosso encarregado pelo tratamento de dados pessoais é <strong>{legal.dpo.name}</strong>, que atende pelo
          e-mail <a href={`mailto:${legal.dpo.email}`}>{legal.dpo.email}</a> e responde em até 15 dias. Você pode baixar
          uma cópia dos seus dados e rever seus consentimentos em Perfil → Privacidade.
        </p>

        <h2>8. Segurança, cookies e armazenamento local</h2>
        <p>
          Usamos conexão cifrada, senhas guardadas como hash e controle de acesso. Não usamos cookies nem ferramentas de
          publicidade ou de análise (analytics). Guardamos no seu dispositivo apenas:
        </p>
        <ul>
          <li>
            <strong>Essenciais</strong> (sem eles o site não funciona ou fica menos seguro): a sessão de acesso (até
            fechar a aba), o identificador do dispositivo que protege seu login contra tentativas de terceiros, a sua
            escolha sobre armazenamento e os arquivos do aplicativo para uso sem conexão.
          </li>
          <li>
            <strong>Preferências</strong> (somente com o seu consentimento): o idioma escolhido, o lembrete da página
            inicial ligado ou desligado e o dia em que o anúncio já foi mostrado.
          </li>
        </ul>
        <p>Você pode mudar essa escolha a qualquer momento pelo link “Privacidade e cookies”, no rodapé.</p>
        <Contacts legal={legal} />
      </LegalDocument>
    </DocumentPage>
  );
}

export function ResponsibleGamblingPage() {
  const legal = useLegal();
  const embedded = use(EmbeddedIn) !== null;
  return (
    <DocumentPage title={msg`Responsible gambling`}>
      <LegalDocument updated="1º de janeiro de 2026">
        <p className="legal-lead">
          <strong>18+ · Jogue com responsabilidade.</strong> Apostar é entretenimento, não uma forma de ganhar dinheiro
          ou de resolver problemas financeiros. Aposte só o que você pode perder.
        </p>

        <h2>Sinais de alerta</h2>
        <ul>
          <li>Apostar mais do que planejou, ou por mais tempo.</li>
          <li>Tentar recuperar o que perdeu apostando de novo.</li>
          <li>Pedir dinheiro emprestado, vender bens ou atrasar contas para apostar.</li>
          <li>Esconder da família ou dos amigos quanto tempo ou dinheiro gasta com apostas.</li>
          <li>Sentir ansiedade, irritação ou culpa quando não está apostando ou depois de apostar.</li>
          <li>Deixar de lado o trabalho, os estudos, o sono ou as pessoas por causa das apostas.</li>
        </ul>
        <p>Se você se reconheceu em algum desses sinais, faça uma pausa e procure ajuda.</p>

        <h2>Suas ferramentas</h2>
        <p>
          Tudo isto está em{' '}
          <a href="/responsible" {...(embedded ? { target: '_blank', rel: 'noopener' } : {})}>
            Jogo responsável
          </a>
          , no seu perfil, e vale assim que você salva:
        </p>
        <ul>
          <li>
            <strong>Limites</strong> de depósito (por dia, semana e mês), de perda líquida (por dia, semana e mês), de
            tempo por sessão e de número de apostas por dia. Reduzir vale na hora; aumentar ou remover, só depois de 24
            horas.
          </li>
          <li>
            <strong>Lembrete de tempo de jogo</strong>: a cada intervalo que você escolher (60 minutos se não escolher),
            mostramos quanto tempo você jogou e o resultado desde a entrada, com a opção de parar.
          </li>
          <li>
            <strong>Pausa</strong> de 24 horas, 7 dias ou 30 dias: sem apostas nem depósitos até o fim, sem
            possibilidade de desfazer.
          </li>
          <li>
            <strong>Autoexclusão</strong> por 6 meses, 1 ano ou por prazo indeterminado: a conta fica bloqueada para
            apostas e depósitos, você continua podendo sacar o saldo, e deixamos de enviar qualquer comunicação de
            marketing.
          </li>
          <li>
            <strong>Extrato de atividade</strong>: depósitos, saques, apostas e resultado líquido por período, na
            central de pedidos.
          </li>
        </ul>

        <h2>Autoexclusão em todas as casas de apostas</h2>
        <p>
          Para se excluir de todos os operadores autorizados no Brasil de uma vez, use a{' '}
          <a href={legal.self_exclusion_url} target="_blank" rel="noopener noreferrer">
            plataforma nacional de autoexclusão do Ministério da Fazenda
          </a>
          .
        </p>

        <h2>Onde buscar ajuda</h2>
        <ul>
          <li>
            CVV — Centro de Valorização da Vida: ligue <a href="tel:188">188</a> (gratuito, 24 horas) ou acesse{' '}
            <a href="https://cvv.org.br" target="_blank" rel="noopener noreferrer">
              cvv.org.br
            </a>
            .
          </li>
          <li>
            CAPS — Centros de Atenção Psicossocial do SUS, na sua cidade, atendem gratuitamente pessoas com dependência
            de jogo.
          </li>
          <li>
            Jogadores Anônimos do Brasil:{' '}
            <a href="https://jogadoresanonimos.com.br" target="_blank" rel="noopener noreferrer">
              jogadoresanonimos.com.br
            </a>
            .
          </li>
          <li>Em emergência, ligue 192 (SAMU).</li>
        </ul>

        <h2>Proteção de menores</h2>
        <p>
          É proibido apostar antes dos 18 anos. Verificamos a idade no cadastro. Se crianças ou adolescentes usam seu
          dispositivo, use o controle parental e não compartilhe sua senha.
        </p>

        <h2>Fale conosco</h2>
        <p>Nossa equipe é treinada para ajudar e pode aplicar limites, pausas e autoexclusões por você.</p>
        <Contacts legal={legal} />
      </LegalDocument>
    </DocumentPage>
  );
}
