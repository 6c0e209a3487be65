//! `url`, `scheme`, `auth-path`, `auth-drive`, `drive` and the path rules.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::branch::alt;
use nom::combinator::{cut, eof, opt, peek, recognize, success};
use nom::sequence::{preceded, terminated};
use nom::Parser;

use crate::authority::{authority_empty_parser, authority_parser};
use crate::chars::{
    in_mode, is_drive_separator, path_class, PATH_CLASSES, PCHAR_BYTES, SCHEME_CHARS,
};
use crate::error::IResult;
use crate::mode::Mode;
use crate::prim::{by_mode, byte, class_run0, named, run0, run1, s, sigil, Classes, Parses};
use crate::rule::Rule;
use crate::span::{Span, Text};
use crate::tokens::{AuthDrive, AuthPath, DriveToken, PathRel, PathShape, PathTokens, UrlTokens};

/// `url ::= [ scheme : ] ( auth-path | path ) [ ? query ] [ # fragment ]`
///
/// Always consumes the whole input, or fails: once `s s` announces an
/// authority, the authority must parse (the grammar commits, as the WHATWG
/// parser does), so that `sc://a:b/` is an invalid port rather than a path.
///
/// Parses in `mode`, even where the scheme it reads says otherwise: like
/// every combinator of the grammar, it is the production for one mode.
/// [`tokenize`](crate::tokenize::tokenize) is the entry that preprocesses the input
/// and selects the mode from the scheme, as the URL Specification's
/// "Concluding" does before it parses.
///
/// ```
/// use specurl_grammar::{url, Mode};
/// let (_, u) = url(Mode::File, "file:///C:/x?q".into()).unwrap();
/// assert_eq!(*u.drive().unwrap().span().fragment(), "C:");
/// assert!(url(Mode::Generic, "sc://a:b/".into()).is_err());
/// // In generic mode `\` is no separator, whatever the scheme.
/// let (_, u) = url(Mode::Generic, "http:\\\\h\\x".into()).unwrap();
/// assert!(u.authority().is_none());
/// let (_, u) = url(Mode::Web, "http:\\\\h\\x".into()).unwrap();
/// assert_eq!(*u.authority().unwrap().span().fragment(), "h");
/// ```
pub fn url<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, UrlTokens<Span<'a>>> {
    url_parser(mode).parse(input)
}

/// The parser of [`url`], over any text.
#[inline(always)]
pub(crate) fn url_parser<I: Text>(mode: Mode) -> impl Parses<I, UrlTokens<I>> {
    (opt(scheme_colon()), after_scheme(mode)).map(|(scheme, mut url)| {
        url.scheme = scheme;
        url
    })
}

/// `scheme :`, the scheme's token.
#[inline(always)]
pub(super) fn scheme_colon<I: Text>() -> impl Parses<I, I> {
    terminated(scheme_parser(), sigil(Rule::Url, b':'))
}

/// `( auth-path | path ) [ ? query ] [ # fragment ]`: the rest of [`url`]
/// after its scheme, whose mode the scheme selects. Its tokens have no
/// scheme.
#[inline(always)]
pub(super) fn after_scheme<I: Text>(mode: Mode) -> impl Parses<I, UrlTokens<I>> {
    const R: Rule = Rule::Url;
    let path = path_parser(mode).map(|p| AuthPath {
        authority: None,
        drive: None,
        path_root: p.path_root,
        path: p.rel,
    });
    (
        alt((auth_path_parser(mode), path)),
        opt(preceded(sigil(R, b'?'), query_parser())),
        opt(preceded(sigil(R, b'#'), fragment_parser())),
    )
        .map(move |(ap, query, fragment)| UrlTokens {
            mode,
            scheme: None,
            authority: ap.authority,
            drive: ap.drive,
            path_root: ap.path_root,
            path: ap.path,
            query,
            fragment,
        })
}

/// `scheme ::= alpha ( alpha | digit | + | - | . )*`
///
/// ```
/// use specurl_grammar::{scheme, Mode};
/// let (rest, s) = scheme(Mode::Generic, "web+demo:x".into()).unwrap();
/// assert_eq!((*s.fragment(), *rest.fragment()), ("web+demo", ":x"));
/// ```
pub fn scheme<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    scheme_parser().parse(input)
}

/// The parser of [`scheme`], over any text.
#[inline(always)]
fn scheme_parser<I: Text>() -> impl Parses<I, I> {
    const R: Rule = Rule::Scheme;
    let alpha = byte(R, |b| b.is_ascii_alphabetic());
    named(
        R,
        recognize((alpha, run0(R, |b| SCHEME_CHARS[usize::from(b)]))),
    )
}

/// `auth-path`, in the form the mode asks for:
///
/// ```text
/// auth-path ::= s s authority [ path-root path-rel ]      -- generic, web
/// auth-path ::= auth-drive [ path-root path-rel ]         -- file
/// ```
///
/// ```
/// use specurl_grammar::{auth_path, Mode};
/// let (_, ap) = auth_path(Mode::Web, "\\\\host\\a".into()).unwrap();
/// assert_eq!(*ap.authority().unwrap().span().fragment(), "host");
/// let (_, ap) = auth_path(Mode::File, "/c|/a".into()).unwrap();
/// assert_eq!(*ap.drive().unwrap().span().fragment(), "c|");
/// ```
pub fn auth_path<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, AuthPath<Span<'a>>> {
    auth_path_parser(mode).parse(input)
}

/// The parser of [`auth_path`], over any text.
#[inline(always)]
fn auth_path_parser<I: Text>(mode: Mode) -> impl Parses<I, AuthPath<I>> {
    const R: Rule = Rule::AuthPath;
    // The grammar commits to an authority after `s s`, as the WHATWG parser
    // does (see `url`).
    // Named at its `s s`, which is all that can fail without committing:
    // the authority's tokens are large, and are not handed through.
    let authority = move || {
        preceded(
            named(R, (s(R, mode), s(R, mode))),
            cut(authority_parser(mode)),
        )
        .map(|a| AuthDrive {
            authority: Some(a),
            drive: None,
        })
    };
    let head = by_mode(mode, move || auth_drive_parser(mode), authority);
    let no_path = recognize(success(())).map(move |at| (None, empty_path_rel(mode, at)));
    let path = alt((
        (path_root_parser(mode), path_rel_parser(mode)).map(|(root, rel)| (Some(root), rel)),
        no_path,
    ));
    (head, path).map(|(head, (path_root, path))| AuthPath {
        authority: head.authority,
        drive: head.drive,
        path_root,
        path,
    })
}

/// `auth-drive ::= auth-drive-invalid | s drive | s s authority [ s drive ]`
///
/// A drive must be followed by `s`, `?`, `#` or the end: `/c:x` is a path,
/// not a drive (the WHATWG standard's "starts with a Windows drive letter").
///
/// ```
/// use specurl_grammar::{auth_drive, Mode};
/// let (_, ad) = auth_drive(Mode::File, "//host/c:".into()).unwrap();
/// assert_eq!(*ad.authority().unwrap().span().fragment(), "host");
/// assert!(!ad.drive().unwrap().invalid());
/// let (_, ad) = auth_drive(Mode::File, "//c:".into()).unwrap();
/// assert!(ad.drive().unwrap().invalid());
/// ```
pub fn auth_drive<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, AuthDrive<Span<'a>>> {
    auth_drive_parser(mode).parse(input)
}

/// The parser of [`auth_drive`], over any text.
#[inline(always)]
fn auth_drive_parser<I: Text>(mode: Mode) -> impl Parses<I, AuthDrive<I>> {
    const R: Rule = Rule::AuthDrive;
    let drive = |span| {
        Some(DriveToken {
            span,
            invalid: false,
        })
    };
    let rooted_drive = preceded(s(R, mode), followed_drive_parser(mode)).map(move |d| AuthDrive {
        authority: None,
        drive: drive(d),
    });
    let authority = preceded((s(R, mode), s(R, mode)), cut(authority_parser(mode)));
    let authority_drive = (
        authority,
        opt(preceded(s(R, mode), followed_drive_parser(mode))),
    )
        .map(move |(a, d)| AuthDrive {
            authority: Some(a),
            drive: d.and_then(drive),
        });
    named(
        R,
        alt((
            auth_drive_invalid_parser(mode),
            rooted_drive,
            authority_drive,
        )),
    )
}

/// `auth-drive-invalid ::= [ s s authority-empty ] drive`: a drive without
/// its own `/`, which the lenient grammar accepts and the strict one does
/// not.
///
/// ```
/// use specurl_grammar::{auth_drive_invalid, Mode};
/// let (_, ad) = auth_drive_invalid(Mode::File, "C|/x".into()).unwrap();
/// assert!(ad.authority().is_none() && ad.drive().unwrap().invalid());
/// assert!(auth_drive_invalid(Mode::File, "/C|/x".into()).is_err());
/// ```
pub fn auth_drive_invalid<'a>(
    mode: Mode,
    input: Span<'a>,
) -> IResult<Span<'a>, AuthDrive<Span<'a>>> {
    auth_drive_invalid_parser(mode).parse(input)
}

/// The parser of [`auth_drive_invalid`], over any text.
#[inline(always)]
fn auth_drive_invalid_parser<I: Text>(mode: Mode) -> impl Parses<I, AuthDrive<I>> {
    const R: Rule = Rule::AuthDriveInvalid;
    let authority_empty = preceded((s(R, mode), s(R, mode)), authority_empty_parser());
    named(R, (opt(authority_empty), followed_drive_parser(mode))).map(|(authority, span)| {
        AuthDrive {
            authority,
            drive: Some(DriveToken {
                span,
                invalid: true,
            }),
        }
    })
}

/// `drive ::= alpha ( : | | )`
///
/// ```
/// use specurl_grammar::{drive, Mode};
/// let (_, d) = drive(Mode::File, "c|/".into()).unwrap();
/// assert_eq!(*d.fragment(), "c|");
/// ```
pub fn drive<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    drive_parser().parse(input)
}

/// The parser of [`drive`].
fn drive_parser<I: Text>() -> impl Parses<I, I> {
    const R: Rule = Rule::Drive;
    // The two bytes `chars::is_drive_letter` asks of every other reader.
    let alpha = byte(R, |b| b.is_ascii_alphabetic());
    named(R, recognize((alpha, byte(R, is_drive_separator))))
}

/// A [`drive`] that the path can follow: `s`, `?`, `#` or the end comes
/// next (the URL Standard's *starts with a Windows drive letter*), which
/// is left unread.
///
/// ```
/// use specurl_grammar::{followed_drive, Mode};
/// let (rest, d) = followed_drive(Mode::File, "c:/x".into()).unwrap();
/// assert_eq!((*d.fragment(), *rest.fragment()), ("c:", "/x"));
/// assert!(followed_drive(Mode::File, "c:x".into()).is_err());
/// ```
pub fn followed_drive<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    followed_drive_parser(mode).parse(input)
}

/// The parser of [`followed_drive`].
fn followed_drive_parser<I: Text>(mode: Mode) -> impl Parses<I, I> {
    const R: Rule = Rule::Drive;
    // What may follow a drive, looked at and left for the path.
    let end = alt((s(R, mode), sigil(R, b'?'), sigil(R, b'#'), eof));
    named(R, terminated(drive_parser(), peek(end)))
}

/// `path ::= [ path-root ] path-rel`
///
/// ```
/// use specurl_grammar::{path, Mode};
/// let (_, p) = path(Mode::Generic, "/a/b".into()).unwrap();
/// assert!(p.path_root().is_some());
/// assert_eq!(*p.rel().file().unwrap().fragment(), "b");
/// ```
pub fn path<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, PathTokens<Span<'a>>> {
    path_parser(mode).parse(input)
}

/// The parser of [`path`], over any text.
#[inline(always)]
fn path_parser<I: Text>(mode: Mode) -> impl Parses<I, PathTokens<I>> {
    (opt(path_root_parser(mode)), path_rel_parser(mode))
        .map(|(path_root, rel)| PathTokens { path_root, rel })
}

/// `path-root ::= s`
///
/// ```
/// use specurl_grammar::{path_root, Mode};
/// assert!(path_root(Mode::Web, "\\x".into()).is_ok());
/// assert!(path_root(Mode::Generic, "\\x".into()).is_err());
/// ```
pub fn path_root<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    path_root_parser(mode).parse(input)
}

/// The parser of [`path_root`].
#[inline(always)]
fn path_root_parser<I: Text>(mode: Mode) -> impl Parses<I, I> {
    s(Rule::PathRoot, mode)
}

/// `path-rel ::= ( dir s )* [ file ]`; never fails.
///
/// ```
/// use specurl_grammar::{path_rel, Mode};
/// let (rest, p) = path_rel(Mode::Generic, "a/b\\c?q".into()).unwrap();
/// assert_eq!(*p.file().unwrap().fragment(), "b\\c");
/// assert_eq!(*rest.fragment(), "?q");
/// ```
pub fn path_rel<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, PathRel<Span<'a>>> {
    path_rel_parser(mode).parse(input)
}

/// The parser of [`path_rel`], over any text.
///
/// `( dir s )* [ file ]` is one run of the bytes of dirs, files and `s`,
/// split after its last `s`: every byte of a dir or a file is one, and a
/// run of them ends at the first byte that is neither (a proptest checks
/// this reading against the rule written out). One run reads each byte
/// once, where the rule written out pays for every segment; the run's
/// class bits note the path's shape on the way. Whether a segment is
/// dotted is left to the reader that asks: most paths have a `.` (in
/// `index.html`), and most readers do not ask.
#[inline(always)]
fn path_rel_parser<I: Text>(mode: Mode) -> impl Parses<I, PathRel<I>> {
    use path_class::{BACKSLASH, DOT, ENCODE, PATH, S, UNCLEAN};
    let table = &PATH_CLASSES[mode as usize];
    class_run0(Rule::PathRel, table, PATH).map(move |(run, c): (I, Classes)| {
        let bytes = run.text().as_bytes();
        let after_last_s = bytes
            .iter()
            .rposition(|&b| table[usize::from(b)] & S != 0)
            .map_or(0, |at| at + 1);
        let file = (after_last_s < bytes.len()).then(|| run.take_from(after_last_s));
        PathRel {
            mode,
            dirs: run.take(after_last_s),
            file,
            shape: PathShape {
                bits: c.any & (DOT | ENCODE | BACKSLASH | UNCLEAN),
            },
        }
    })
}

/// `( dir s )* [ file ]` written out, as [`path_rel`] read it once: the
/// proptest that checks the one-run reading compares the two.
#[cfg(test)]
fn path_rel_written_out<I: Text>(mode: Mode) -> impl Parses<I, (I, Option<I>)> {
    let dir_s = (dir_parser(mode), s(Rule::PathRel, mode));
    let dirs = recognize(nom::multi::fold_many0(dir_s, || (), |(), _| ()));
    (dirs, opt(file_parser(mode)))
}

fn empty_path_rel<I: Text>(mode: Mode, at: I) -> PathRel<I> {
    PathRel {
        mode,
        dirs: at,
        file: None,
        shape: PathShape::default(),
    }
}

/// `dir ::= ( pct | pchar )*`
///
/// ```
/// use specurl_grammar::{dir, Mode};
/// let (rest, d) = dir(Mode::Generic, "a\\b/c".into()).unwrap();
/// assert_eq!((*d.fragment(), *rest.fragment()), ("a\\b", "/c"));
/// ```
pub fn dir<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    dir_parser(mode).parse(input)
}

/// The parser of [`dir`].
#[inline(always)]
fn dir_parser<I: Text>(mode: Mode) -> impl Parses<I, I> {
    let set = in_mode(&PCHAR_BYTES, mode);
    run0(Rule::Dir, |b| set[usize::from(b)])
}

/// `file ::= ( pct | pchar )+`
///
/// ```
/// use specurl_grammar::{file, Mode};
/// assert!(file(Mode::Web, "x.html?q".into()).is_ok());
/// assert!(file(Mode::Web, "?q".into()).is_err());
/// ```
pub fn file<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    file_parser(mode).parse(input)
}

/// The parser of [`file`].
#[inline(always)]
fn file_parser<I: Text>(mode: Mode) -> impl Parses<I, I> {
    let set = in_mode(&PCHAR_BYTES, mode);
    run1(Rule::File, |b| set[usize::from(b)])
}

/// `query ::= ( pct | qchar )*`
///
/// ```
/// use specurl_grammar::{query, Mode};
/// let (rest, q) = query(Mode::Web, "a=1?b#f".into()).unwrap();
/// assert_eq!((*q.fragment(), *rest.fragment()), ("a=1?b", "#f"));
/// ```
pub fn query<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    query_parser().parse(input)
}

/// The parser of [`query`].
#[inline(always)]
fn query_parser<I: Text>() -> impl Parses<I, I> {
    run0(Rule::Query, |b| b != b'#')
}

/// `fragment ::= ( pct | fchar )*`: the rest of the input.
///
/// ```
/// use specurl_grammar::{fragment, Mode};
/// let (rest, f) = fragment(Mode::Web, "a#b".into()).unwrap();
/// assert_eq!((*f.fragment(), rest.len()), ("a#b", 0));
/// ```
pub fn fragment<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    fragment_parser().parse(input)
}

/// The parser of [`fragment`].
#[inline(always)]
fn fragment_parser<I: Text>() -> impl Parses<I, I> {
    run0(Rule::Fragment, |_| true)
}

#[cfg(test)]
mod tests;
