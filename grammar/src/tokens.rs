//! The tokens the combinators produce, typed after the URL model.
//!
//! Every token carries the slice of the preprocessed input it was read
//! from: a [`Span`], which knows its line and column, when the grammar runs
//! over spans (`grammar::url` and the other public combinators), or a plain
//! `&str` where the crate needs no more than the text and its offset
//! ([`crate::span::Text`]). Sigils (`:`, `//`, `@`, `/`, `?`, `#`, …) are not
//! tokens, they are the text between them. No token allocates: the dirs of a
//! path are one slice ([`PathRel::dirs`]) that [`PathRel::dir_iter`] splits
//! on demand.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use crate::chars::is_s;
use crate::mode::Mode;
use crate::rule::Rule;
use crate::span::Span;

/// One token: the rule that matched and the span it matched.
///
/// ```
/// use specurl_grammar::{run, Mode, Rule};
/// let p = run(Rule::Userinfo, Mode::Generic, "me:pw".into()).unwrap();
/// let tokens: Vec<_> = p.tokens.iter()
///     .map(|(depth, t)| (*depth, t.rule(), *t.span().fragment()))
///     .collect();
/// assert_eq!(tokens, [
///     (0, Rule::Userinfo, "me:pw"),
///     (1, Rule::Username, "me"),
///     (1, Rule::Password, "pw"),
/// ]);
/// // Debug shows the production, the byte range and the text.
/// assert_eq!(format!("{:?}", p.tokens[2].1), r#"password 3..5 "pw""#);
/// ```
#[derive(Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Token<'a> {
    /// The production that produced the token.
    pub(crate) rule: Rule,
    /// What it matched.
    pub(crate) span: Span<'a>,
}

impl<'a> Token<'a> {
    /// The production that produced the token.
    #[inline]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// What it matched.
    #[inline]
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

impl fmt::Debug for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start = self.span.location_offset();
        let end = start + self.span.fragment().len();
        write!(
            f,
            "{} {}..{} {:?}",
            self.rule.name(),
            start,
            end,
            self.span.fragment()
        )
    }
}

/// What every combinator's output can do: list its tokens in input order.
///
/// ```
/// use specurl_grammar::tokens::Tokens;
/// use specurl_grammar::{authority, Mode, Rule};
/// let (_, a) = authority(Mode::Web, "h:0080".into()).unwrap();
/// let mut found = Vec::new();
/// a.visit(0, &mut |depth, t| found.push((depth, t.rule())));
/// assert_eq!(found, [
///     (0, Rule::Authority),
///     (1, Rule::Host),
///     (2, Rule::OpaqueHost),
///     (1, Rule::Port),
/// ]);
/// assert_eq!(a.port().unwrap().value(), Some("80".to_string()));
/// ```
pub trait Tokens<'a> {
    /// Calls `f(depth, token)` for each token in input order; a compound
    /// token comes before its parts, which have `depth + 1`.
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>));

    /// The value the tokens denote, when the rule computes one (a port
    /// number, an IP address).
    fn value(&self) -> Option<String> {
        None
    }
}

fn leaf<'a>(rule: Rule, span: Span<'a>, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
    f(depth, Token { rule, span })
}

fn opt_leaf<'a>(
    rule: Rule,
    span: Option<Span<'a>>,
    depth: usize,
    f: &mut dyn FnMut(usize, Token<'a>),
) {
    if let Some(span) = span {
        leaf(rule, span, depth, f)
    }
}

/// The tokens of `url`.
///
/// ```
/// use specurl_grammar::{url, Mode};
/// let (_, u) = url(Mode::Generic, "sc:a/b?#f".into()).unwrap();
/// assert_eq!(*u.scheme().unwrap().fragment(), "sc");
/// assert!(u.authority().is_none() && u.path_root().is_none());
/// // An empty query is there, as an empty span; an absent one is `None`.
/// assert_eq!(u.query().map(|q| *q.fragment()), Some(""));
/// assert_eq!(*u.fragment().unwrap().fragment(), "f");
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct UrlTokens<I: crate::span::Text> {
    /// The mode the URL was parsed in.
    pub(crate) mode: Mode,
    /// The scheme, without its `:`.
    pub(crate) scheme: Option<I>,
    /// The authority, after its `//`.
    pub(crate) authority: Option<AuthorityTokens<I>>,
    /// The drive (file mode only).
    pub(crate) drive: Option<DriveToken<I>>,
    /// The path-root `/` (or `\`).
    pub(crate) path_root: Option<I>,
    /// The dirs and the file.
    pub(crate) path: PathRel<I>,
    /// The query, without its `?`.
    pub(crate) query: Option<I>,
    /// The fragment, without its `#`.
    pub(crate) fragment: Option<I>,
}

impl<I: crate::span::Text> UrlTokens<I> {
    /// The mode the URL was parsed in.
    #[inline]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The scheme, without its `:`.
    #[inline]
    pub fn scheme(&self) -> Option<I> {
        self.scheme
    }

    /// The authority, after its `//`.
    #[inline]
    pub fn authority(&self) -> Option<AuthorityTokens<I>> {
        self.authority
    }

    /// The drive (file mode only).
    #[inline]
    pub fn drive(&self) -> Option<DriveToken<I>> {
        self.drive
    }

    /// The path-root `/` (or `\`).
    #[inline]
    pub fn path_root(&self) -> Option<I> {
        self.path_root
    }

    /// The dirs and the file.
    #[inline]
    pub fn path(&self) -> PathRel<I> {
        self.path
    }

    /// The query, without its `?`.
    #[inline]
    pub fn query(&self) -> Option<I> {
        self.query
    }

    /// The fragment, without its `#`.
    #[inline]
    pub fn fragment(&self) -> Option<I> {
        self.fragment
    }

    /// These tokens with the scheme `scheme` in place of theirs: what a
    /// reader that takes a base's scheme for a schemeless input reads the
    /// input as. The mode stays the one the input was parsed in.
    ///
    /// ```
    /// use specurl_grammar::{url, Mode};
    /// let (_, u) = url(Mode::Web, "//h/x".into()).unwrap();
    /// let u = u.with_scheme(Some("http".into()));
    /// assert_eq!(u.scheme().map(|s| *s.fragment()), Some("http"));
    /// ```
    #[inline]
    pub fn with_scheme(mut self, scheme: Option<I>) -> Self {
        self.scheme = scheme;
        self
    }

    /// The tokens of a URL without an authority, from its parts: what a
    /// reader that recovers from a failed authority reads the rest of the
    /// input as.
    ///
    /// ```
    /// use specurl_grammar::{path, tokens::UrlTokens, Mode};
    /// let (_, p) = path(Mode::Web, "/x".into()).unwrap();
    /// let u = UrlTokens::without_authority(Mode::Web, Some("http".into()), None, p, None, None);
    /// assert!(u.authority().is_none());
    /// assert_eq!(*u.path().file().unwrap().fragment(), "x");
    /// ```
    #[inline]
    pub fn without_authority(
        mode: Mode,
        scheme: Option<I>,
        drive: Option<DriveToken<I>>,
        path: PathTokens<I>,
        query: Option<I>,
        fragment: Option<I>,
    ) -> Self {
        UrlTokens {
            mode,
            scheme,
            authority: None,
            drive,
            path_root: path.path_root,
            path: path.rel,
            query,
            fragment,
        }
    }
}

impl<'a> Tokens<'a> for UrlTokens<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        opt_leaf(Rule::Scheme, self.scheme, depth, f);
        if let Some(a) = &self.authority {
            a.visit(depth, f);
        }
        if let Some(d) = &self.drive {
            d.visit(depth, f);
        }
        opt_leaf(Rule::PathRoot, self.path_root, depth, f);
        self.path.visit(depth, f);
        opt_leaf(Rule::Query, self.query, depth, f);
        opt_leaf(Rule::Fragment, self.fragment, depth, f);
    }
}

/// The tokens of `auth-path` and of `path`: what comes between the scheme
/// and the query.
///
/// ```
/// use specurl_grammar::{auth_path, Mode};
/// let (rest, ap) = auth_path(Mode::Generic, "//h/a/b?q".into()).unwrap();
/// assert_eq!(*ap.authority().unwrap().span().fragment(), "h");
/// assert_eq!(ap.path_root().unwrap().location_offset(), 3);
/// assert_eq!(*ap.path().file().unwrap().fragment(), "b");
/// assert_eq!(*rest.fragment(), "?q");
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct AuthPath<I: crate::span::Text> {
    /// The authority, after its `//`.
    pub(crate) authority: Option<AuthorityTokens<I>>,
    /// The drive (file mode only).
    pub(crate) drive: Option<DriveToken<I>>,
    /// The path-root.
    pub(crate) path_root: Option<I>,
    /// The dirs and the file.
    pub(crate) path: PathRel<I>,
}

impl<I: crate::span::Text> AuthPath<I> {
    /// The authority, after its `//`.
    #[inline]
    pub fn authority(&self) -> Option<AuthorityTokens<I>> {
        self.authority
    }

    /// The drive (file mode only).
    #[inline]
    pub fn drive(&self) -> Option<DriveToken<I>> {
        self.drive
    }

    /// The path-root.
    #[inline]
    pub fn path_root(&self) -> Option<I> {
        self.path_root
    }

    /// The dirs and the file.
    #[inline]
    pub fn path(&self) -> PathRel<I> {
        self.path
    }
}

impl<'a> Tokens<'a> for AuthPath<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        if let Some(a) = &self.authority {
            a.visit(depth, f);
        }
        if let Some(d) = &self.drive {
            d.visit(depth, f);
        }
        opt_leaf(Rule::PathRoot, self.path_root, depth, f);
        self.path.visit(depth, f);
    }
}

/// The tokens of `auth-drive` and `auth-drive-invalid`.
///
/// ```
/// use specurl_grammar::{auth_drive, Mode, Rule};
/// // `file://C:/x`: the empty authority, then a drive without its own `/`.
/// let (_, ad) = auth_drive(Mode::File, "//C:/x".into()).unwrap();
/// assert_eq!(ad.authority().unwrap().rule(), Rule::AuthorityEmpty);
/// assert!(ad.drive().unwrap().invalid());
/// // `file:///C:/x`: no authority token at all.
/// let (_, ad) = auth_drive(Mode::File, "/C:/x".into()).unwrap();
/// assert!(ad.authority().is_none() && !ad.drive().unwrap().invalid());
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct AuthDrive<I> {
    /// The authority, possibly `authority-empty`.
    pub(crate) authority: Option<AuthorityTokens<I>>,
    /// The drive.
    pub(crate) drive: Option<DriveToken<I>>,
}

impl<I: Copy> AuthDrive<I> {
    /// The authority, possibly `authority-empty`.
    #[inline]
    pub fn authority(&self) -> Option<AuthorityTokens<I>> {
        self.authority
    }

    /// The drive.
    #[inline]
    pub fn drive(&self) -> Option<DriveToken<I>> {
        self.drive
    }
}

impl<'a> Tokens<'a> for AuthDrive<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        if let Some(a) = &self.authority {
            a.visit(depth, f);
        }
        if let Some(d) = &self.drive {
            d.visit(depth, f);
        }
    }
}

/// A drive letter: `alpha (: | |)`.
///
/// ```
/// use specurl_grammar::{url, Mode};
/// let (_, u) = url(Mode::File, "file:///c|/x".into()).unwrap();
/// let d = u.drive().unwrap();
/// assert_eq!((*d.span().fragment(), d.invalid()), ("c|", false));
/// let (_, u) = url(Mode::File, "file:c|/x".into()).unwrap();
/// assert!(u.drive().unwrap().invalid());
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct DriveToken<I> {
    /// The two characters of the drive.
    pub(crate) span: I,
    /// Whether it was matched by `auth-drive-invalid`: not preceded by its
    /// own `/` (`file:C:/x`, `file://C:/x`). Lenient, not strict.
    pub(crate) invalid: bool,
}

impl<I: Copy> DriveToken<I> {
    /// The drive of `span`, the two characters of a [`drive`](crate::drive),
    /// matched by `auth-drive-invalid` or not.
    ///
    /// ```
    /// use specurl_grammar::{followed_drive, tokens::DriveToken, Mode};
    /// let (_, span) = followed_drive(Mode::File, "c:/".into()).unwrap();
    /// assert!(!DriveToken::new(span, false).invalid());
    /// ```
    #[inline]
    pub fn new(span: I, invalid: bool) -> Self {
        DriveToken { span, invalid }
    }

    /// The two characters of the drive.
    #[inline]
    pub fn span(&self) -> I {
        self.span
    }

    /// Whether it was matched by `auth-drive-invalid`: not preceded by its
    /// own `/` (`file:C:/x`, `file://C:/x`). Lenient, not strict.
    #[inline]
    pub fn invalid(&self) -> bool {
        self.invalid
    }
}

impl<'a> Tokens<'a> for DriveToken<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        let rule = if self.invalid {
            Rule::AuthDriveInvalid
        } else {
            Rule::Drive
        };
        leaf(rule, self.span, depth, f)
    }
}

/// The tokens of `path`.
///
/// ```
/// use specurl_grammar::{path, Mode};
/// let (_, p) = path(Mode::Web, "\\a\\b".into()).unwrap();
/// assert_eq!(*p.path_root().unwrap().fragment(), "\\");
/// assert_eq!(p.rel().dir_texts().collect::<Vec<_>>(), ["a"]);
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct PathTokens<I: crate::span::Text> {
    /// The path-root.
    pub(crate) path_root: Option<I>,
    /// The dirs and the file.
    pub(crate) rel: PathRel<I>,
}

impl<I: crate::span::Text> PathTokens<I> {
    /// The path-root.
    #[inline]
    pub fn path_root(&self) -> Option<I> {
        self.path_root
    }

    /// The dirs and the file.
    #[inline]
    pub fn rel(&self) -> PathRel<I> {
        self.rel
    }
}

impl<'a> Tokens<'a> for PathTokens<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        opt_leaf(Rule::PathRoot, self.path_root, depth, f);
        self.rel.visit(depth, f);
    }
}

/// The tokens of `path-rel`: `( dir s )* [ file ]`.
///
/// ```
/// use specurl_grammar::{path_rel, Mode};
/// let (rest, p) = path_rel(Mode::Generic, "a/b/c?q".into()).unwrap();
/// assert_eq!(*p.dirs().fragment(), "a/b/");
/// assert_eq!(*p.file().unwrap().fragment(), "c");
/// assert_eq!(*rest.fragment(), "?q");
/// ```
#[derive(Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct PathRel<I: crate::span::Text> {
    /// The mode, which says what `s` is.
    pub(crate) mode: Mode,
    /// Every `dir s`, as one span (possibly empty) that ends in `s`.
    pub(crate) dirs: I,
    /// The file: nonempty when present.
    pub(crate) file: Option<I>,
    /// What the grammar saw of the path's bytes while it read them: a
    /// hint, not a token.
    pub(crate) shape: PathShape,
}

impl<I: crate::span::Text> PathRel<I> {
    /// The mode, which says what `s` is.
    #[inline]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Every `dir s`, as one span (possibly empty) that ends in `s`.
    #[inline]
    pub fn dirs(&self) -> I {
        self.dirs
    }

    /// The file: nonempty when present.
    #[inline]
    pub fn file(&self) -> Option<I> {
        self.file
    }

    /// What the grammar saw of the path's bytes while it read them.
    ///
    /// ```
    /// use specurl_grammar::{path_rel, Mode};
    /// let shape = |p| path_rel(Mode::Web, p).unwrap().1.shape();
    /// assert!(!shape("a/b".into()).may_be_dotted());
    /// assert!(shape("a/./b".into()).may_be_dotted());
    /// assert!(shape("a\\b".into()).has_backslash());
    /// ```
    #[inline]
    pub fn shape(&self) -> PathShape {
        self.shape
    }
}

/// What the grammar saw of a `path-rel` while it scanned it
/// ([`PathRel::shape`]), so that a reader that wants to know whether the
/// path is already normal need not scan it again. Each answer is
/// conservative: one way is certain, the other may need a closer look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PathShape {
    /// [`path_class`](crate::chars::path_class) bits: `DOT` for a dotted
    /// segment, `ENCODE` for a byte to percent-encode, `UNCLEAN` for a
    /// byte that strict validation does not accept as it is, and
    /// `BACKSLASH` for a `\` read as `s`: each of some byte.
    pub(crate) bits: u8,
}

impl PathShape {
    /// Whether some byte is percent-encoded by the path's encode set (or is
    /// not ASCII). `false` is certain.
    ///
    /// ```
    /// use specurl_grammar::{path_rel, Mode};
    /// let shape = |p| path_rel(Mode::Web, p).unwrap().1.shape();
    /// assert!(shape("a b".into()).needs_encoding() && shape("é".into()).needs_encoding());
    /// assert!(!shape("a/b".into()).needs_encoding());
    /// ```
    #[inline]
    pub fn needs_encoding(self) -> bool {
        self.bits & crate::chars::path_class::ENCODE != 0
    }

    /// Whether some segment may be a dotted segment (`.`, `..` or a
    /// percent-encoded spelling of them), which normalisation removes or
    /// resolves: whether the path has a `.` or a `%` at all. `false` is
    /// certain; `true` needs a closer look at the segments.
    #[inline]
    pub fn may_be_dotted(self) -> bool {
        self.bits & crate::chars::path_class::DOT != 0
    }

    /// Whether some `s` is a `\`, which a normal URL writes `/`.
    #[inline]
    pub fn has_backslash(self) -> bool {
        self.bits & crate::chars::path_class::BACKSLASH != 0
    }

    /// Whether every byte (of the dirs with their `s`, and of the file) is
    /// one that strict validation accepts in a segment as it is: ASCII,
    /// not `%`, and neither rejected, tolerated nor fixed there. `true` is
    /// certain; `false` needs a closer look (a `%` may start a
    /// percent-encoded byte, which is clean too).
    ///
    /// ```
    /// use specurl_grammar::{path_rel, Mode};
    /// let shape = |p| path_rel(Mode::Web, p).unwrap().1.shape();
    /// assert!(shape("a/b".into()).is_clean());
    /// assert!(!shape("a%41".into()).is_clean() && !shape("a|b".into()).is_clean());
    /// ```
    #[inline]
    pub fn is_clean(self) -> bool {
        self.bits & crate::chars::path_class::UNCLEAN == 0
    }
}

impl<'a> PathRel<Span<'a>> {
    /// The dirs, without their `s`.
    ///
    /// ```
    /// use specurl_grammar::{path_rel, Mode};
    /// let (_, p) = path_rel(Mode::Web, "a\\b/c".into()).unwrap();
    /// let dirs: Vec<&str> = p.dir_iter().map(|d| *d.fragment()).collect();
    /// assert_eq!(dirs, ["a", "b"]);
    /// ```
    #[inline]
    pub fn dir_iter(&self) -> Dirs<'a> {
        Dirs {
            mode: self.mode,
            rest: self.dirs,
        }
    }
}

impl<'a, I: crate::span::TextOf<'a>> PathRel<I> {
    /// The text of each dir, without its `s`: [`PathRel::dir_iter`]
    /// without the spans, for stages that need only the values.
    ///
    /// ```
    /// use specurl_grammar::{path_rel, Mode};
    /// let (_, generic) = path_rel(Mode::Generic, "a\\b/c".into()).unwrap();
    /// assert_eq!(generic.dir_texts().collect::<Vec<_>>(), ["a\\b"]);
    /// let (_, file) = path_rel(Mode::File, "a\\b/c".into()).unwrap();
    /// assert_eq!(file.dir_texts().collect::<Vec<_>>(), ["a", "b"]);
    /// ```
    pub fn dir_texts(&self) -> impl Iterator<Item = &'a str> {
        let mode = self.mode;
        let mut rest: &'a str = self.dirs.str();
        core::iter::from_fn(move || {
            let end = rest.bytes().position(|b| is_s(mode, b as char))?;
            let dir = &rest[..end];
            rest = &rest[end + 1..];
            Some(dir)
        })
    }
}

impl<I: crate::span::Text> PathRel<I> {
    /// Whether there is neither a dir nor a file.
    ///
    /// ```
    /// use specurl_grammar::{path_rel, Mode};
    /// assert!(path_rel(Mode::Generic, "?q".into()).unwrap().1.is_empty());
    /// // `/` alone is one empty dir.
    /// assert!(!path_rel(Mode::Generic, "/".into()).unwrap().1.is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.dirs.text().is_empty() && self.file.is_none()
    }
}

impl<I: crate::span::Text> fmt::Debug for PathRel<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PathRel")
            .field(
                "dirs",
                &self
                    .dirs
                    .text()
                    .split_inclusive(|c| is_s(self.mode, c))
                    .map(|d| &d[..d.len() - 1])
                    .collect::<Vec<_>>(),
            )
            .field("file", &self.file.as_ref().map(|s| s.text()))
            .finish()
    }
}

impl<'a> Tokens<'a> for PathRel<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        for d in self.dir_iter() {
            leaf(Rule::Dir, d, depth, f);
        }
        opt_leaf(Rule::File, self.file, depth, f);
    }
}

/// The dirs of a [`PathRel`], each without its `s`.
///
/// ```
/// use specurl_grammar::{path_rel, Mode};
/// let (_, p) = path_rel(Mode::Generic, "a//b/c".into()).unwrap();
/// let dirs: Vec<_> = p.dir_iter().map(|d| (d.location_offset(), *d.fragment())).collect();
/// assert_eq!(dirs, [(0, "a"), (2, ""), (3, "b")]);
/// ```
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Dirs<'a> {
    mode: Mode,
    rest: Span<'a>,
}

impl<'a> Iterator for Dirs<'a> {
    type Item = Span<'a>;

    #[inline]
    fn next(&mut self) -> Option<Span<'a>> {
        let text = *self.rest.fragment();
        let end = text.bytes().position(|b| is_s(self.mode, b as char))?;
        let (dir, rest) = crate::span::split(self.rest, end);
        self.rest = crate::span::split(rest, 1).1;
        Some(dir)
    }
}

/// The tokens of `authority`.
///
/// ```
/// use specurl_grammar::{authority, Mode, Rule};
/// let (_, a) = authority(Mode::Generic, "u@h:8/x".into()).unwrap();
/// assert_eq!((a.rule(), *a.span().fragment()), (Rule::Authority, "u@h:8"));
/// assert_eq!(*a.userinfo().unwrap().span().fragment(), "u");
/// assert_eq!(*a.host().unwrap().span().fragment(), "h");
/// assert_eq!(*a.port().unwrap().span().fragment(), "8");
/// // `sc:///x`: an empty authority, without a host.
/// let (_, a) = authority(Mode::Generic, "/x".into()).unwrap();
/// assert!(a.host().is_none() && a.span().fragment().is_empty());
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct AuthorityTokens<I> {
    /// The production that matched: [`Rule::Authority`], or
    /// [`Rule::AuthorityEmpty`] for the empty authority that
    /// `auth-drive-invalid` reads before a drive (`file://C:/`). Both are
    /// empty there, but they are different productions, and a token names
    /// the production that produced it.
    pub(crate) rule: Rule,
    /// The whole authority, without the `//` before it.
    pub(crate) span: I,
    /// The userinfo, without its `@`.
    pub(crate) userinfo: Option<UserinfoTokens<I>>,
    /// The host: absent only when the authority is empty.
    pub(crate) host: Option<HostToken<I>>,
    /// The port, without its `:`.
    pub(crate) port: Option<PortToken<I>>,
    /// Whether the host is opaque and each of its bytes one that
    /// domain-to-ASCII leaves as it is (ASCII, not uppercase, not `%`, not a
    /// forbidden domain code point), as the grammar saw while it read the
    /// host, so that a reader need not read it again. `false` without a
    /// host. A hint, not a token.
    pub(crate) plain_host: bool,
}

impl<I: Copy> AuthorityTokens<I> {
    /// The production that matched: [`Rule::Authority`], or
    /// [`Rule::AuthorityEmpty`] for the empty authority that
    /// `auth-drive-invalid` reads before a drive (`file://C:/`). Both are
    /// empty there, but they are different productions, and a token names
    /// the production that produced it.
    #[inline]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The whole authority, without the `//` before it.
    #[inline]
    pub fn span(&self) -> I {
        self.span
    }

    /// The userinfo, without its `@`.
    #[inline]
    pub fn userinfo(&self) -> Option<UserinfoTokens<I>> {
        self.userinfo
    }

    /// The host: absent only when the authority is empty.
    #[inline]
    pub fn host(&self) -> Option<HostToken<I>> {
        self.host
    }

    /// The port, without its `:`.
    #[inline]
    pub fn port(&self) -> Option<PortToken<I>> {
        self.port
    }

    /// Whether the host is opaque and each of its bytes one that
    /// domain-to-ASCII leaves as it is (ASCII, not uppercase, not `%`, not a
    /// forbidden domain code point), as the grammar saw while it read the
    /// host, so that a reader need not read it again. `false` without a
    /// host.
    ///
    /// ```
    /// use specurl_grammar::{authority, Mode};
    /// let plain = |a| authority(Mode::Web, a).unwrap().1.plain_host();
    /// assert!(plain("example.com:80".into()));
    /// assert!(!plain("Example.com".into()) && !plain("[::1]".into()));
    /// ```
    #[inline]
    pub fn plain_host(&self) -> bool {
        self.plain_host
    }
}

impl<'a> Tokens<'a> for AuthorityTokens<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        leaf(self.rule, self.span, depth, f);
        if let Some(u) = &self.userinfo {
            u.visit(depth + 1, f);
        }
        if let Some(h) = &self.host {
            h.visit(depth + 1, f);
        }
        if let Some(p) = &self.port {
            p.visit(depth + 1, f);
        }
    }
}

/// The tokens of `userinfo`.
///
/// ```
/// use specurl_grammar::{userinfo, Mode};
/// let (_, u) = userinfo(Mode::Generic, ":pw".into()).unwrap();
/// assert_eq!(*u.span().fragment(), ":pw");
/// assert!(u.username().fragment().is_empty());
/// assert_eq!(u.password().map(|p| *p.fragment()), Some("pw"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct UserinfoTokens<I> {
    /// The whole userinfo.
    pub(crate) span: I,
    /// The username, possibly empty.
    pub(crate) username: I,
    /// The password, without its `:`.
    pub(crate) password: Option<I>,
}

impl<I: Copy> UserinfoTokens<I> {
    /// The whole userinfo.
    #[inline]
    pub fn span(&self) -> I {
        self.span
    }

    /// The username, possibly empty.
    #[inline]
    pub fn username(&self) -> I {
        self.username
    }

    /// The password, without its `:`.
    #[inline]
    pub fn password(&self) -> Option<I> {
        self.password
    }
}

impl<'a> Tokens<'a> for UserinfoTokens<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        leaf(Rule::Userinfo, self.span, depth, f);
        leaf(Rule::Username, self.username, depth + 1, f);
        opt_leaf(Rule::Password, self.password, depth + 1, f);
    }
}

/// The token of `host`.
///
/// ```
/// use specurl_grammar::{host, tokens::HostToken, Mode};
/// let (_, h) = host(Mode::Web, "[::1]".into()).unwrap();
/// assert!(matches!(h, HostToken::Ip6 { address, .. } if address.pieces()[7] == 1));
/// // The grammar reads no IPv4 address in a host: host processing does.
/// let (_, h) = host(Mode::Web, "127.0.0.1".into()).unwrap();
/// assert!(matches!(h, HostToken::Opaque(s) if *s.fragment() == "127.0.0.1"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum HostToken<I> {
    /// `[ ip6-address ]`; the span includes the brackets.
    Ip6 {
        /// The host, brackets included.
        span: I,
        /// The address between the brackets.
        address: Ip6Address<I>,
    },
    /// An opaque host, still percent-encoded.
    Opaque(I),
}

impl<I: Copy> HostToken<I> {
    /// The span of the whole host.
    ///
    /// ```
    /// use specurl_grammar::{host, tokens::HostToken, Mode};
    /// let (_, h) = host(Mode::Web, "[::1]:80".into()).unwrap();
    /// assert_eq!(*h.span().fragment(), "[::1]");
    /// let HostToken::Ip6 { address, .. } = h else { unreachable!() };
    /// assert_eq!(*address.span().fragment(), "::1");
    /// ```
    pub fn span(&self) -> I {
        match self {
            HostToken::Ip6 { span, .. } => *span,
            HostToken::Opaque(span) => *span,
        }
    }
}

impl<'a> Tokens<'a> for HostToken<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        leaf(Rule::Host, self.span(), depth, f);
        match self {
            HostToken::Ip6 { address, .. } => address.visit(depth + 1, f),
            HostToken::Opaque(span) => leaf(Rule::OpaqueHost, *span, depth + 1, f),
        }
    }

    fn value(&self) -> Option<String> {
        match self {
            HostToken::Ip6 { address, .. } => address.value(),
            HostToken::Opaque(_) => None,
        }
    }
}

/// The token of `port`.
///
/// ```
/// use specurl_grammar::{port, Mode};
/// let (rest, p) = port(Mode::Web, "0080/x".into()).unwrap();
/// assert_eq!((*p.span().fragment(), p.number()), ("0080", Some(80)));
/// assert_eq!(*rest.fragment(), "/x");
/// let (_, p) = port(Mode::Web, "/x".into()).unwrap();
/// assert_eq!(p.number(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct PortToken<I> {
    /// The digits, possibly none.
    pub(crate) span: I,
    /// The number, or `None` for the empty port.
    pub(crate) value: Option<u16>,
}

impl<I: Copy> PortToken<I> {
    /// The digits, possibly none.
    #[inline]
    pub fn span(&self) -> I {
        self.span
    }

    /// The number, or `None` for the empty port.
    #[inline]
    pub fn number(&self) -> Option<u16> {
        self.value
    }
}

impl<'a> Tokens<'a> for PortToken<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        leaf(Rule::Port, self.span, depth, f)
    }

    fn value(&self) -> Option<String> {
        Some(
            self.value
                .map_or_else(|| "ε".to_string(), |n| n.to_string()),
        )
    }
}

/// The token of a percent-encoded string: strict or lenient.
///
/// ```
/// use specurl_grammar::{pct_encoded_string, pct_encoded_string_lenient, Mode};
/// // The strict string stops at a `%` that does not encode a byte.
/// let (rest, s) = pct_encoded_string(Mode::Generic, "a%20b%zz".into()).unwrap();
/// assert_eq!((*s.span().fragment(), *rest.fragment()), ("a%20b", "%zz"));
/// let (rest, s) = pct_encoded_string_lenient(Mode::Generic, "a%20b%zz".into()).unwrap();
/// assert_eq!((*s.span().fragment(), *rest.fragment()), ("a%20b%zz", ""));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct PctString<'a> {
    /// The whole string.
    pub(crate) span: Span<'a>,
}

impl<'a> PctString<'a> {
    /// The whole string.
    #[inline]
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

impl<'a> PctString<'a> {
    /// Its parts: `pct-encoded-byte`, `pct-invalid` and `uncoded`, in order.
    ///
    /// ```
    /// use specurl_grammar::{pct_encoded_string_lenient, Mode, Rule};
    /// let (_, s) = pct_encoded_string_lenient(Mode::Generic, "a%41%zz".into()).unwrap();
    /// let rules: Vec<Rule> = s.parts().map(|t| t.rule()).collect();
    /// assert_eq!(rules, [Rule::Uncoded, Rule::PctEncodedByte, Rule::PctInvalid, Rule::Uncoded]);
    /// ```
    #[inline]
    pub fn parts(&self) -> PctParts<'a> {
        PctParts { rest: self.span }
    }
}

impl<'a> Tokens<'a> for PctString<'a> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        for t in self.parts() {
            f(depth, t)
        }
    }
}

/// The parts of a [`PctString`].
///
/// ```
/// use specurl_grammar::{pct_encoded_string_lenient, Mode, Rule};
/// let (_, s) = pct_encoded_string_lenient(Mode::Generic, "a%4z%".into()).unwrap();
/// let parts: Vec<_> = s.parts().map(|t| (t.rule(), *t.span().fragment())).collect();
/// // `pct-invalid` takes the hex digit that follows a `%`, if there is one.
/// assert_eq!(parts, [
///     (Rule::Uncoded, "a"),
///     (Rule::PctInvalid, "%4"),
///     (Rule::Uncoded, "z"),
///     (Rule::PctInvalid, "%"),
/// ]);
/// ```
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct PctParts<'a> {
    rest: Span<'a>,
}

impl<'a> Iterator for PctParts<'a> {
    type Item = Token<'a>;

    #[inline]
    fn next(&mut self) -> Option<Token<'a>> {
        let bytes = self.rest.fragment().as_bytes();
        if bytes.is_empty() {
            return None;
        }
        let (rule, len) = match crate::pct_byte::pct_len(bytes) {
            3 => (Rule::PctEncodedByte, 3),
            0 => (
                Rule::Uncoded,
                bytes.iter().position(|&b| b == b'%').unwrap_or(bytes.len()),
            ),
            len => (Rule::PctInvalid, len),
        };
        let (span, rest) = crate::span::split(self.rest, len);
        self.rest = rest;
        Some(Token { rule, span })
    }
}

/// The token of `ip4-number`.
///
/// ```
/// use specurl_grammar::{ip4_number, Mode};
/// let (_, n) = ip4_number(Mode::Web, "0x7F".into()).unwrap();
/// assert_eq!((*n.span().fragment(), n.number(), n.radix()), ("0x7F", 127, 16));
/// // A leading zero makes it octal.
/// let (_, n) = ip4_number(Mode::Web, "010".into()).unwrap();
/// assert_eq!((n.number(), n.radix()), (8, 8));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Ip4Number<'a> {
    /// The number as written, prefix included.
    pub(crate) span: Span<'a>,
    /// Its value, saturating at `u64::MAX`.
    pub(crate) value: u64,
    /// 8, 10 or 16.
    pub(crate) radix: u32,
}

impl<'a> Ip4Number<'a> {
    /// The number as written, prefix included.
    #[inline]
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// Its value, saturating at `u64::MAX`.
    #[inline]
    pub fn number(&self) -> u64 {
        self.value
    }

    /// 8, 10 or 16.
    #[inline]
    pub fn radix(&self) -> u32 {
        self.radix
    }
}

impl<'a> Tokens<'a> for Ip4Number<'a> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        leaf(Rule::Ip4Number, self.span, depth, f)
    }

    fn value(&self) -> Option<String> {
        Some(format!("{} (radix {})", self.value, self.radix))
    }
}

/// The token of `ip4-address` (loose) and `ip4-address-strict`.
///
/// ```
/// use specurl_grammar::{ip4_address, Mode};
/// let (_, a) = ip4_address(Mode::Web, "127.1.".into()).unwrap();
/// assert_eq!(*a.span().fragment(), "127.1.");
/// // The last number fills the bytes that the missing ones leave.
/// assert_eq!(a.address(), std::net::Ipv4Addr::new(127, 0, 0, 1));
/// assert_eq!(a.numbers().iter().flatten().count(), 2);
/// assert!(!a.strict());
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Ip4Address<'a> {
    /// The address, trailing dot included.
    pub(crate) span: Span<'a>,
    /// The numbers (`ip4-number` or `dec-octet`), in order.
    pub(crate) numbers: [Option<Span<'a>>; 4],
    /// The 32-bit address.
    pub(crate) value: u32,
    /// Whether `ip4-address-strict` (with `dec-octet` numbers) produced it,
    /// rather than the loose `ip4-address`: the tokens name the rule.
    pub(crate) strict: bool,
}

impl<'a> Ip4Address<'a> {
    /// The address, trailing dot included.
    #[inline]
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The numbers (`ip4-number` or `dec-octet`), in order.
    #[inline]
    pub fn numbers(&self) -> [Option<Span<'a>>; 4] {
        self.numbers
    }

    /// The 32-bit address, as the standard library types it.
    #[inline]
    pub fn address(&self) -> core::net::Ipv4Addr {
        core::net::Ipv4Addr::from(self.value)
    }

    /// Whether `ip4-address-strict` (with `dec-octet` numbers) produced it,
    /// rather than the loose `ip4-address`: the tokens name the rule.
    #[inline]
    pub fn strict(&self) -> bool {
        self.strict
    }
}

impl<'a> Tokens<'a> for Ip4Address<'a> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        let (address, number) = if self.strict {
            (Rule::Ip4AddressStrict, Rule::DecOctet)
        } else {
            (Rule::Ip4Address, Rule::Ip4Number)
        };
        leaf(address, self.span, depth, f);
        for n in self.numbers.iter().flatten() {
            leaf(number, *n, depth + 1, f)
        }
    }

    fn value(&self) -> Option<String> {
        Some(core::net::Ipv4Addr::from(self.value).to_string())
    }
}

/// The token of `ip6-address` (loose) and `ip6-address-strict`.
///
/// Its parts are kept as offsets into its span, not as spans: a host token
/// is moved along with every URL, and an address is at most 45 bytes.
///
/// ```
/// use specurl_grammar::{ip6_address, ip6_address_strict, Mode};
/// let (_, a) = ip6_address(Mode::Web, "::ffff:1.2.3.4".into()).unwrap();
/// assert_eq!(a.pieces(), [0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
/// assert!(!a.strict());
/// assert!(ip6_address_strict(Mode::Web, "::1".into()).unwrap().1.strict());
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Ip6Address<I> {
    /// The address, without brackets.
    pub(crate) span: I,
    /// The eight 16-bit pieces.
    pub(crate) pieces: [u16; 8],
    /// Whether `ip6-address-strict` produced it, rather than the loose
    /// `ip6-address`: the tokens name the rule.
    pub(crate) strict: bool,
    /// `(offset, length)` in `span` of each `h16` as written; length 0
    /// ends the list.
    groups: [(u8, u8); 8],
    /// `(offset, length)` of the trailing dotted IPv4 address; length 0 if
    /// there is none.
    ip4: (u8, u8),
}

impl<I: Copy> Ip6Address<I> {
    /// The address, without brackets.
    #[inline]
    pub fn span(&self) -> I {
        self.span
    }

    /// The eight 16-bit pieces.
    #[inline]
    pub fn pieces(&self) -> [u16; 8] {
        self.pieces
    }

    /// The address, as the standard library types it.
    #[inline]
    pub fn address(&self) -> core::net::Ipv6Addr {
        core::net::Ipv6Addr::from(self.pieces)
    }

    /// Whether `ip6-address-strict` produced it, rather than the loose
    /// `ip6-address`: the tokens name the rule.
    #[inline]
    pub fn strict(&self) -> bool {
        self.strict
    }
}

impl<I> Ip6Address<I> {
    pub(crate) fn new(span: I, strict: bool) -> Self {
        Ip6Address {
            span,
            pieces: [0; 8],
            strict,
            groups: [(0, 0); 8],
            ip4: (0, 0),
        }
    }

    /// An `h16` group as written: `len` bytes at `offset` in the span.
    pub(crate) fn push_group(&mut self, offset: usize, len: usize) {
        let place = place(offset, len);
        if let Some(slot) = self.groups.iter_mut().find(|g| g.1 == 0) {
            *slot = place;
        }
    }

    /// The trailing dotted IPv4 address: `len` bytes at `offset`.
    pub(crate) fn set_ip4(&mut self, offset: usize, len: usize) {
        self.ip4 = place(offset, len);
    }
}

/// A part of an address as stored, in a byte each: the loose grammar reads
/// any number of groups, but the parts stored are those of the pieces
/// that fit (at most eight), which lie within the address's first 45
/// bytes.
#[inline]
fn place(offset: usize, len: usize) -> (u8, u8) {
    let clamp = |n: usize| n.min(usize::from(u8::MAX)) as u8;
    (clamp(offset), clamp(len))
}

impl<'a> Ip6Address<Span<'a>> {
    #[inline]
    fn part(&self, (offset, len): (u8, u8)) -> Span<'a> {
        let rest = crate::span::split(self.span, usize::from(offset)).1;
        crate::span::split(rest, usize::from(len)).0
    }

    /// The `h16` groups as written, in order.
    ///
    /// ```
    /// use specurl_grammar::{ip6_address, Mode};
    /// let (_, a) = ip6_address(Mode::Web, "1::abcd:1.2.3.4".into()).unwrap();
    /// let groups: Vec<&str> = a.groups().map(|g| *g.fragment()).collect();
    /// assert_eq!(groups, ["1", "abcd"]);
    /// assert_eq!(*a.ip4().unwrap().fragment(), "1.2.3.4");
    /// ```
    pub fn groups(&self) -> impl Iterator<Item = Span<'a>> + '_ {
        self.groups
            .iter()
            .take_while(|g| g.1 > 0)
            .map(|&g| self.part(g))
    }

    /// The trailing dotted IPv4 address, if any.
    ///
    /// ```
    /// use specurl_grammar::{ip6_address, Mode};
    /// let (_, a) = ip6_address(Mode::Web, "::1.2.3.4".into()).unwrap();
    /// assert_eq!(a.ip4().map(|s| *s.fragment()), Some("1.2.3.4"));
    /// assert_eq!(ip6_address(Mode::Web, "::1".into()).unwrap().1.ip4(), None);
    /// ```
    #[inline]
    pub fn ip4(&self) -> Option<Span<'a>> {
        (self.ip4.1 > 0).then(|| self.part(self.ip4))
    }
}

impl<'a> Tokens<'a> for Ip6Address<Span<'a>> {
    fn visit(&self, depth: usize, f: &mut dyn FnMut(usize, Token<'a>)) {
        let rule = if self.strict {
            Rule::Ip6AddressStrict
        } else {
            Rule::Ip6Address
        };
        leaf(rule, self.span, depth, f);
        for g in self.groups() {
            leaf(Rule::H16, g, depth + 1, f)
        }
        opt_leaf(Rule::Ip4AddressStrict, self.ip4(), depth + 1, f)
    }

    /// All eight pieces, uncompressed: the value the grammar computes, not
    /// a serialisation (that is the host stage's `fmt_ip6`).
    fn value(&self) -> Option<String> {
        let pieces: Vec<String> = self.pieces.iter().map(|p| format!("{p:x}")).collect();
        Some(pieces.join(":"))
    }
}
