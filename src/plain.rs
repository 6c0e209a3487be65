//! The one reading of a web or file URL's authority "as written", which
//! every shortcut past the full pipeline starts from.
//!
//! Four readers want to know, from the grammar's tokens alone, that the
//! later stages would keep an input's authority as it is written: the fast
//! path of `Url::parse` (the href is the input), `Url::parse_borrowed` and
//! `Url::parse_component` (the href, or its hostname, borrows the input),
//! `Url::can_parse` (nothing after the grammar can fail) and validation's
//! clean-input shortcut (no check would report anything). They share
//! [`plain_authority`], the shape of `[scheme:]//host[:port]` that none of
//! them needs to look at again, and each adds the one fact that is its own:
//!
//! - normal (the fast path, and so `parse_borrowed`):
//!   [`PlainAuthority::host_kept`], a lowercase scheme, a port that is no
//!   default and has no leading zero;
//! - parses (`can_parse`, `parse_component`'s hostname): a scheme and
//!   [`PlainAuthority::host_kept`];
//! - clean (validation): the host a strictly valid domain
//!   (`validate::plain_domain`), which may be uppercase (valid, not normal)
//!   and must meet strict domain-to-ASCII's label rules (normal, not
//!   always valid).
//!
//! Each answer is conservative: `None` sends the input down the full
//! pipeline (or the full walk), which decides it.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::grammar::tokens::{HostToken, PortToken, UrlTokens};
use crate::grammar::{Mode, Text};
use crate::host::bytes_end_in_a_number;
use crate::normalise::empties_file_host;

/// The authority of a web or file URL (or of a reference read in web or
/// file mode) written `[scheme:]//host[:port]`, as [`plain_authority`]
/// found it in the preprocessed text.
pub(crate) struct PlainAuthority<I> {
    /// The scheme as written, if there is one.
    scheme: Option<I>,
    /// The host as written: `None` only for a file URL's empty host.
    host: Option<I>,
    /// Where the host starts in the text.
    pub(crate) host_start: usize,
    /// Where the authority ends (and the path starts) in the text.
    pub(crate) end: usize,
    /// The port, which a file URL never has here.
    pub(crate) port: Option<PortToken<I>>,
    /// The grammar's [`crate::grammar::tokens::AuthorityTokens::plain_host`].
    plain_host: bool,
    /// The mode, web or file.
    mode: Mode,
}

/// The authority of the input `text`, whose tokens are `t`, when it is
/// written `[scheme:]//host[:port]` in web or file mode: `//` right after
/// the scheme's `:` (or at the start), no userinfo, an opaque host (empty
/// only in a file URL) and no port in a file URL. Whatever the base: such
/// an authority reads alike with or without one. `None` otherwise.
///
/// Always inlined, as each shortcut is into its caller: a call that took
/// the tokens by address would keep the parser's tokens in memory for every
/// URL (`grammar::tokenize_inline_then` says why that costs).
#[inline(always)]
pub(crate) fn plain_authority<I: Text>(text: &str, t: &UrlTokens<I>) -> Option<PlainAuthority<I>> {
    if !t.mode().is_special() {
        return None;
    }
    let a = t.authority()?;
    // Every token is a slice of `text`, and a scheme starts it.
    let host_start = text.offset_of(&a.span().text());
    let scheme = t.scheme();
    // `//` right before the host, after the scheme's `:` (which the
    // grammar read with it) or at the start.
    let slashes = scheme.map_or(0, |s| s.text().len() + 1);
    if a.userinfo().is_some() || text.as_bytes().get(slashes..host_start) != Some(b"//") {
        return None;
    }
    let host = match a.host() {
        Some(HostToken::Opaque(h)) => Some(h),
        // An empty file host stays empty; an empty web host is an error.
        // (An opaque host is never empty.)
        None if t.mode() == Mode::File => None,
        _ => return None,
    };
    if t.mode() == Mode::File && a.port().is_some() {
        return None;
    }
    Some(PlainAuthority {
        scheme,
        host,
        host_start,
        end: host_start + a.span().text().len(),
        port: a.port(),
        plain_host: a.plain_host(),
        mode: t.mode(),
    })
}

impl<I: Text> PlainAuthority<I> {
    /// The scheme as written, if there is one.
    #[inline(always)]
    pub(crate) fn scheme(&self) -> Option<&str> {
        self.scheme.as_ref().map(Text::text)
    }

    /// The host as written: empty only in a file URL.
    #[inline(always)]
    pub(crate) fn host(&self) -> &str {
        self.host.as_ref().map_or("", Text::text)
    }

    /// Whether host processing and normalisation keep the host as it is
    /// written: empty in a file URL, or each byte one that domain-to-ASCII
    /// keeps (the grammar saw that), not an IPv4 address, and not a file
    /// URL's `localhost` (which normalisation empties). Such a host never
    /// fails either.
    #[inline(always)]
    pub(crate) fn host_kept(&self) -> bool {
        let host = self.host();
        if host.is_empty() {
            return true;
        }
        self.plain_host && plain_host_kept(host.as_bytes(), self.mode)
    }
}

/// Whether host processing and normalisation keep `host`, of a URL in
/// `mode` (web or file), as it is written, given that each of its bytes is
/// one that domain-to-ASCII keeps (the grammar's
/// [`crate::grammar::tokens::AuthorityTokens::plain_host`]): it is not an
/// IPv4 address, and not a file URL's `localhost` (which normalisation
/// empties). The rule of [`PlainAuthority::host_kept`], which the frontier
/// (`fast::frontier`) applies to the host it reads itself.
#[inline(always)]
pub(crate) fn plain_host_kept(host: &[u8], mode: Mode) -> bool {
    let file_localhost = mode == Mode::File && empties_file_host(host);
    !bytes_end_in_a_number(host) && !file_localhost
}
