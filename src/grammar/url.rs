//! `url`, `scheme`, `auth-path`, `auth-drive`, `drive` and the path rules.

#[allow(unused_imports)]
use crate::prelude::*;

use super::authority::{authority_empty, authority_into};
use super::error::fail;
use super::tokens::{
    AuthDrive, AuthPath, AuthorityTokens, DriveToken, PathRel, PathShape, PathTokens, UrlTokens,
};
use nom::branch::alt;
use nom::combinator::{eof, opt, peek, recognize};
use nom::sequence::{preceded, terminated};
use nom::{Check, OutputM, Parser};

use super::prim::{byte, named, run0, run1, s, sigil, Parses, Production, Text};
use super::{prefix, prefix_len, skip, Error, ErrorKind, IResult, Mode, Rule, Span};
use crate::chars::{in_mode, is_s, path_class, PATH_CLASSES, PCHAR_BYTES, SCHEME_CHARS};

/// `url ::= [ scheme : ] ( auth-path | path ) [ ? query ] [ # fragment ]`
///
/// Always consumes the whole input, or fails: once `s s` announces an
/// authority, the authority must parse (the grammar commits, as the WHATWG
/// parser does), so that `sc://a:b/` is an invalid port rather than a path.
///
/// ```
/// use specurl::grammar::{url, Mode};
/// let (_, u) = url(Mode::File, "file:///C:/x?q".into()).unwrap();
/// assert_eq!(*u.drive.unwrap().span.fragment(), "C:");
/// assert!(url(Mode::Generic, "sc://a:b/".into()).is_err());
/// ```
#[inline(always)]
pub fn url<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, UrlTokens<'a>> {
    let mut tokens = UrlTokens::empty(mode, input);
    let rest = url_into(mode, input, &mut tokens)?;
    Ok((rest.span(), tokens))
}

/// [`url`], written into `out` (which must be `UrlTokens::empty`) rather
/// than returned: a URL's tokens are large, and [`crate::Url::parse`] reads
/// them where they were built.
pub(crate) fn url_into<'a>(
    mode: Mode,
    input: Span<'a>,
    out: &mut UrlTokens<'a>,
) -> Result<Rest<'a>, nom::Err<Error<Span<'a>>>> {
    // The optional parts are announced by their sigils: look at a byte
    // rather than run a parser that fails (and builds its error) on most
    // inputs. Each slice that moves a span's start costs nom_locate a line
    // count, so none is made that does not start a token.
    let bytes = input.fragment().as_bytes();
    let after_scheme = match scheme_len(input.fragment()) {
        Some(n) if bytes.get(n) == Some(&b':') => {
            out.scheme = Some(prefix(input, n));
            n + 1
        }
        _ => 0,
    };
    let auth = match auth_head_into(
        mode,
        input,
        after_scheme,
        &mut out.authority,
        &mut out.drive,
    ) {
        Ok(auth) => auth,
        // No `auth-path`: a `path`.
        Err(nom::Err::Error(_)) => None,
        Err(e) => return Err(e),
    };
    let (rest, path_root, path) = match auth {
        Some(i) => rooted_path_rel(mode, i),
        None => path_parts(mode, skip(input, after_scheme)),
    };
    (out.path_root, out.path) = (path_root, path);
    Ok(match rest {
        Rest::At(i) => query_fragment(i, &mut out.query, &mut out.fragment),
        end => end,
    })
}

/// An error after `s s`, where the grammar commits to an authority (nom's
/// `cut`).
fn commit<I>(e: nom::Err<Error<I>>) -> nom::Err<Error<I>> {
    match e {
        nom::Err::Error(e) => nom::Err::Failure(e),
        e => e,
    }
}

/// `[ ? query ] [ # fragment ]`, which end every URL, written into `query`
/// and `fragment`; never fails.
#[inline]
fn query_fragment<'a>(
    i: Span<'a>,
    query: &mut Option<Span<'a>>,
    fragment: &mut Option<Span<'a>>,
) -> Rest<'a> {
    let text = *i.fragment();
    let hash = match text.as_bytes().first() {
        Some(b'?') => {
            // The query runs to the first `#`.
            let len = prefix_len(&text[1..], |b| b != b'#');
            let q = skip(i, 1);
            let token = prefix(q, len);
            *query = Some(token);
            if 1 + len == text.len() {
                return Rest::End(token);
            }
            skip(q, len + 1)
        }
        Some(b'#') => skip(i, 1),
        _ => return Rest::At(i),
    };
    // The fragment is the rest.
    *fragment = Some(hash);
    Rest::End(hash)
}

/// `scheme ::= alpha ( alpha | digit | + | - | . )*`
///
/// ```
/// use specurl::grammar::{scheme, Mode};
/// let (rest, s) = scheme(Mode::Generic, "web+demo:x".into()).unwrap();
/// assert_eq!((*s.fragment(), *rest.fragment()), ("web+demo", ":x"));
/// ```
#[inline]
pub fn scheme<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    scheme_parser().parse(input)
}

/// The parser of [`scheme`], over any text.
#[inline]
fn scheme_parser<I: Text>() -> impl Parses<I, I> {
    const R: Rule = Rule::Scheme;
    let alpha = byte(R, |b| b.is_ascii_alphabetic());
    named(
        R,
        recognize((alpha, run0(R, |b| SCHEME_CHARS[usize::from(b)]))),
    )
}

/// The length of the [`scheme`] that `text` starts with, if any: the
/// production run over the plain text, without building its output.
#[inline]
pub(super) fn scheme_len(text: &str) -> Option<usize> {
    let (rest, ()) = scheme_parser()
        .process::<OutputM<Check, Check, nom::Complete>>(text)
        .ok()?;
    Some(text.len() - rest.len())
}

/// `auth-path`, in the form the mode asks for:
///
/// ```text
/// auth-path ::= s s authority [ path-root path-rel ]      -- generic, web
/// auth-path ::= auth-drive [ path-root path-rel ]         -- file
/// ```
///
/// ```
/// use specurl::grammar::{auth_path, Mode};
/// let (_, ap) = auth_path(Mode::Web, "\\\\host\\a".into()).unwrap();
/// assert_eq!(*ap.authority.unwrap().span.fragment(), "host");
/// let (_, ap) = auth_path(Mode::File, "/c|/a".into()).unwrap();
/// assert_eq!(*ap.drive.unwrap().span.fragment(), "c|");
/// ```
#[inline]
pub fn auth_path<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, AuthPath<'a>> {
    let mut ap = AuthPath {
        authority: None,
        drive: None,
        path_root: None,
        path: empty_path_rel(mode, input),
    };
    match auth_head_into(mode, input, 0, &mut ap.authority, &mut ap.drive)? {
        Some(i) => {
            let (rest, path_root, path) = rooted_path_rel(mode, i);
            (ap.path_root, ap.path) = (path_root, path);
            Ok((rest.span(), ap))
        }
        None => fail(ErrorKind::Expected(Rule::AuthPath), super::empty_at(input)),
    }
}

/// The head of an `auth-path` that starts at byte `at` of `input` (its
/// `auth-drive` in file mode, `s s authority` otherwise), written into
/// `authority` and `drive`: the rest after it, `None` when no `s s` starts
/// there outside file mode, or `auth-drive`'s error in file mode. The
/// offset, rather than a span that starts there, lets [`url_into`] reach
/// the authority with one slice from the start of the input.
#[inline(always)]
fn auth_head_into<'a>(
    mode: Mode,
    input: Span<'a>,
    at: usize,
    authority: &mut Option<AuthorityTokens<'a>>,
    drive: &mut Option<DriveToken<'a>>,
) -> Result<Option<Span<'a>>, nom::Err<Error<Span<'a>>>> {
    let bytes = input.fragment().as_bytes();
    let s_at = |i: usize| bytes.get(i).is_some_and(|&c| is_s(mode, c as char));
    if mode == Mode::File {
        auth_drive_into(mode, skip(input, at), authority, drive).map(Some)
    } else if s_at(at) && s_at(at + 1) {
        // The grammar commits to an authority after `s s`, as the WHATWG
        // parser does (see `url`).
        let i = authority_into(mode, skip(input, at + 2), authority).map_err(commit)?;
        Ok(Some(i))
    } else {
        Ok(None)
    }
}

/// `auth-drive ::= auth-drive-invalid | [ s s authority-empty ] s drive | s s authority [ s drive ]`
///
/// A drive must be followed by `s`, `?`, `#` or the end: `/c:x` is a path,
/// not a drive (the WHATWG standard's "starts with a Windows drive letter").
///
/// ```
/// use specurl::grammar::{auth_drive, Mode};
/// let (_, ad) = auth_drive(Mode::File, "//host/c:".into()).unwrap();
/// assert_eq!(*ad.authority.unwrap().span.fragment(), "host");
/// assert!(!ad.drive.unwrap().invalid);
/// let (_, ad) = auth_drive(Mode::File, "//c:".into()).unwrap();
/// assert!(ad.drive.unwrap().invalid);
/// ```
#[inline]
pub fn auth_drive<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, AuthDrive<'a>> {
    let mut ad = AuthDrive {
        authority: None,
        drive: None,
    };
    let rest = auth_drive_into(mode, input, &mut ad.authority, &mut ad.drive)?;
    Ok((rest, ad))
}

/// [`auth_drive`], written into `authority` and `drive` (both `None`), as
/// [`url_into`] does; on an error they are as they were.
fn auth_drive_into<'a>(
    mode: Mode,
    input: Span<'a>,
    authority: &mut Option<AuthorityTokens<'a>>,
    drive: &mut Option<DriveToken<'a>>,
) -> Result<Span<'a>, nom::Err<Error<Span<'a>>>> {
    // The alternatives differ within the first four bytes: look at them
    // before splitting anything.
    let b = input.fragment().as_bytes();
    let s_at = |i: usize| b.get(i).is_some_and(|&c| is_s(mode, c as char));
    let drive_at = |i: usize| {
        b.get(i..)
            .is_some_and(|rest| starts_with_followed_drive(mode, rest))
    };
    if drive_at(0) || (s_at(0) && s_at(1) && drive_at(2)) {
        let (i, ad) = auth_drive_invalid(mode, input)?;
        (*authority, *drive) = (ad.authority, ad.drive);
        return Ok(i);
    }
    if s_at(0) && drive_at(1) {
        let (i, d) = followed_drive(mode, skip(input, 1))?;
        *drive = Some(DriveToken {
            span: d,
            invalid: false,
        });
        return Ok(i);
    }
    if !(s_at(0) && s_at(1)) {
        return fail(ErrorKind::Expected(Rule::AuthDrive), super::empty_at(input));
    }
    let i = skip(input, 2);
    let mut a = None;
    let i = authority_into(mode, i, &mut a).map_err(commit)?;
    let rest = i.fragment().as_bytes();
    let i = if rest.first().is_some_and(|&c| is_s(mode, c as char))
        && starts_with_followed_drive(mode, &rest[1..])
    {
        let (j, d) = followed_drive(mode, skip(i, 1))?;
        *drive = Some(DriveToken {
            span: d,
            invalid: false,
        });
        j
    } else {
        i
    };
    *authority = a;
    Ok(i)
}

/// `auth-drive-invalid ::= [ s s authority-empty ] drive`: a drive without
/// its own `/`, which the lenient grammar accepts and the strict one does
/// not.
///
/// ```
/// use specurl::grammar::{auth_drive_invalid, Mode};
/// let (_, ad) = auth_drive_invalid(Mode::File, "C|/x".into()).unwrap();
/// assert!(ad.authority.is_none() && ad.drive.unwrap().invalid);
/// assert!(auth_drive_invalid(Mode::File, "/C|/x".into()).is_err());
/// ```
pub fn auth_drive_invalid<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, AuthDrive<'a>> {
    let ss = (
        s(Rule::AuthDriveInvalid, mode),
        s(Rule::AuthDriveInvalid, mode),
    );
    let authority_empty = preceded(ss, |i| authority_empty(mode, i));
    let drive = |i| followed_drive(mode, i);
    named(Rule::AuthDriveInvalid, (opt(authority_empty), drive))
        .map(|(authority, span)| AuthDrive {
            authority,
            drive: Some(DriveToken {
                span,
                invalid: true,
            }),
        })
        .parse(input)
}

/// `drive ::= alpha ( : | | )`
///
/// ```
/// use specurl::grammar::{drive, Mode};
/// let (_, d) = drive(Mode::File, "c|/".into()).unwrap();
/// assert_eq!(*d.fragment(), "c|");
/// ```
pub fn drive<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    drive_parser().parse(input)
}

/// The parser of [`drive`].
fn drive_parser<'a>() -> impl Production<'a, Span<'a>> {
    const R: Rule = Rule::Drive;
    let alpha = byte(R, |b| b.is_ascii_alphabetic());
    named(R, recognize((alpha, byte(R, |b| b == b':' || b == b'|'))))
}

/// Whether `bytes` starts with a drive that the path can follow: `s`, `?`,
/// `#` or the end comes after it (the WHATWG "starts with a Windows drive
/// letter").
fn starts_with_followed_drive(mode: Mode, bytes: &[u8]) -> bool {
    match bytes {
        [letter, b':' | b'|', rest @ ..] if letter.is_ascii_alphabetic() => match rest.first() {
            None | Some(b'?' | b'#') => true,
            Some(&c) => is_s(mode, c as char),
        },
        _ => false,
    }
}

/// A drive that the path can follow: `s`, `?`, `#` or the end comes next.
pub(crate) fn followed_drive<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    // What may follow a drive, looked at and left for the path.
    let end = alt((
        s(Rule::Drive, mode),
        sigil(Rule::Drive, b'?'),
        sigil(Rule::Drive, b'#'),
        eof,
    ));
    named(Rule::Drive, terminated(drive_parser(), peek(end))).parse(input)
}

/// `path ::= [ path-root ] path-rel`
///
/// ```
/// use specurl::grammar::{path, Mode};
/// let (_, p) = path(Mode::Generic, "/a/b".into()).unwrap();
/// assert!(p.path_root.is_some());
/// assert_eq!(*p.rel.file.unwrap().fragment(), "b");
/// ```
#[inline]
pub fn path<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, PathTokens<'a>> {
    (opt(s(Rule::PathRoot, mode)), |i| path_rel(mode, i))
        .map(|(path_root, rel)| PathTokens { path_root, rel })
        .parse(input)
}

/// What follows a part that may run to the end of the input.
///
/// The end gets no span of its own: each span that starts further into the
/// input costs nom_locate a count of the bytes it skips, and a caller that
/// has read the whole URL has no use for the empty rest. A combinator that
/// must return it makes it from the last token ([`Rest::span`]), counting
/// only that token's bytes.
#[derive(Clone, Copy)]
pub(crate) enum Rest<'a> {
    /// More input, from here.
    At(Span<'a>),
    /// The end of the input, which this span (the last token, or an empty
    /// span) runs to.
    End(Span<'a>),
}

impl<'a> Rest<'a> {
    /// The rest as a span.
    fn span(self) -> Span<'a> {
        match self {
            Rest::At(rest) => rest,
            Rest::End(last) => skip(last, last.fragment().len()),
        }
    }
}

/// [`path`]: its rest, path-root and path-rel.
#[inline]
fn path_parts<'a>(mode: Mode, input: Span<'a>) -> (Rest<'a>, Option<Span<'a>>, PathRel<'a>) {
    match after_s(mode, input) {
        Some(i) => {
            let (rest, rel) = path_rel_total(mode, i);
            (rest, Some(prefix(input, 1)), rel)
        }
        None => {
            let (rest, rel) = path_rel_total(mode, input);
            (rest, None, rel)
        }
    }
}

/// `[ path-root path-rel ]`, which follows an authority or a drive.
#[inline]
fn rooted_path_rel<'a>(mode: Mode, input: Span<'a>) -> (Rest<'a>, Option<Span<'a>>, PathRel<'a>) {
    match after_s(mode, input) {
        Some(i) => {
            let (rest, rel) = path_rel_total(mode, i);
            (rest, Some(prefix(input, 1)), rel)
        }
        None if input.fragment().is_empty() => {
            (Rest::End(input), None, empty_path_rel(mode, input))
        }
        None => (Rest::At(input), None, empty_path_rel(mode, input)),
    }
}

/// `path-root ::= s`
///
/// ```
/// use specurl::grammar::{path_root, Mode};
/// assert!(path_root(Mode::Web, "\\x".into()).is_ok());
/// assert!(path_root(Mode::Generic, "\\x".into()).is_err());
/// ```
pub fn path_root<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    s(Rule::PathRoot, mode).parse(input)
}

/// `path-rel ::= ( dir s )* [ file ]`; never fails.
///
/// ```
/// use specurl::grammar::{path_rel, Mode};
/// let (rest, p) = path_rel(Mode::Generic, "a/b\\c?q".into()).unwrap();
/// assert_eq!(*p.file.unwrap().fragment(), "b\\c");
/// assert_eq!(*rest.fragment(), "?q");
/// ```
pub fn path_rel<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, PathRel<'a>> {
    let (rest, rel) = path_rel_total(mode, input);
    Ok((rest.span(), rel))
}

#[inline]
fn path_rel_total<'a>(mode: Mode, input: Span<'a>) -> (Rest<'a>, PathRel<'a>) {
    // Every character but `?` and `#` is a pchar, `%` or `s`; the dirs end
    // at the last `s`. One pass finds both ends, and notes on the way what
    // the fast path must know (see `PathShape`): one table load per byte.
    let bytes = input.fragment().as_bytes();
    let classes = &PATH_CLASSES[mode as usize];
    let mut len = bytes.len();
    let mut dirs_len = 0;
    let mut seen = 0;
    // The path starts a segment, as each `s` does: the class of a segment's
    // first byte says whether the segment may be dotted.
    let mut starts = bytes.first().map_or(0, |&b| classes[usize::from(b)]);
    for (i, &b) in bytes.iter().enumerate() {
        let class = classes[usize::from(b)];
        seen |= class;
        // One test for the two rare classes.
        if class & (path_class::STOP | path_class::S) != 0 {
            if class & path_class::STOP != 0 {
                len = i;
                break;
            }
            dirs_len = i + 1;
            starts |= bytes.get(i + 1).map_or(0, |&b| classes[usize::from(b)]);
        }
    }
    let dirs = prefix(input, dirs_len);
    let file_len = len - dirs_len;
    let at_end = len == bytes.len();
    // Only the spans that start a token or a rest.
    let (file, rest) = if file_len == 0 && at_end {
        (None, Rest::End(dirs))
    } else {
        let after_dirs = skip(input, dirs_len);
        let file = (file_len > 0).then(|| prefix(after_dirs, file_len));
        let rest = match file {
            Some(file) if at_end => Rest::End(file),
            _ => Rest::At(skip(after_dirs, file_len)),
        };
        (file, rest)
    };
    let shape = PathShape {
        bits: (seen & (path_class::ENCODE | path_class::BACKSLASH)) | (starts & path_class::DOT),
    };
    (
        rest,
        PathRel {
            mode,
            dirs,
            file,
            shape,
        },
    )
}

fn empty_path_rel(mode: Mode, input: Span<'_>) -> PathRel<'_> {
    PathRel {
        mode,
        dirs: super::empty_at(input),
        file: None,
        shape: PathShape::default(),
    }
}

/// `dir ::= ( pct | pchar )*`
///
/// ```
/// use specurl::grammar::{dir, Mode};
/// let (rest, d) = dir(Mode::Generic, "a\\b/c".into()).unwrap();
/// assert_eq!((*d.fragment(), *rest.fragment()), ("a\\b", "/c"));
/// ```
pub fn dir<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    let set = in_mode(&PCHAR_BYTES, mode);
    run0(Rule::Dir, |b| set[usize::from(b)]).parse(input)
}

/// `file ::= ( pct | pchar )+`
///
/// ```
/// use specurl::grammar::{file, Mode};
/// assert!(file(Mode::Web, "x.html?q".into()).is_ok());
/// assert!(file(Mode::Web, "?q".into()).is_err());
/// ```
pub fn file<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    let set = in_mode(&PCHAR_BYTES, mode);
    run1(Rule::File, |b| set[usize::from(b)]).parse(input)
}

/// `query ::= ( pct | qchar )*`
///
/// ```
/// use specurl::grammar::{query, Mode};
/// let (rest, q) = query(Mode::Web, "a=1?b#f".into()).unwrap();
/// assert_eq!((*q.fragment(), *rest.fragment()), ("a=1?b", "#f"));
/// ```
#[inline]
pub fn query<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    run0(Rule::Query, |b| b != b'#').parse(input)
}

/// `fragment ::= ( pct | fchar )*`: the rest of the input.
///
/// ```
/// use specurl::grammar::{fragment, Mode};
/// let (rest, f) = fragment(Mode::Web, "a#b".into()).unwrap();
/// assert_eq!((*f.fragment(), rest.len()), ("a#b", 0));
/// ```
#[inline]
pub fn fragment<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    run0(Rule::Fragment, |_| true).parse(input)
}

/// One `s`: the rest after it.
#[inline]
fn after_s<'a>(mode: Mode, input: Span<'a>) -> Option<Span<'a>> {
    match input.fragment().as_bytes().first() {
        Some(&c) if is_s(mode, c as char) => Some(skip(input, 1)),
        _ => None,
    }
}
