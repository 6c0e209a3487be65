//! `url_public_suffix(url [, base] [, section])` and
//! `url_registrable_domain(url [, base] [, section])`: the public suffix
//! and the registrable domain of the URL's host (the URL Standard's "Host
//! miscellaneous", on the Public Suffix List), on both sections of the
//! list (the standard's) or on its ICANN section alone (BigQuery's
//! `NET.PUBLIC_SUFFIX` and `NET.REG_DOMAIN`).

use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};
use std::borrow::Cow;

use psl::{Psl as _, Type};
use specurl::{Host, Url};

use crate::strings::Arg;
use crate::{Result, Rows, Strings, StringsOut};

/// The sections of the Public Suffix List a lookup reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Section {
    /// The ICANN and the private sections, as the URL Standard reads the
    /// list: `github.io` is a public suffix.
    All,
    /// The ICANN section alone: the suffixes under which the registries
    /// of top-level domains sell names; `github.io` is a registrable
    /// domain under `io`.
    Icann,
}

impl Section {
    /// The section of name `name`: `all` or `icann`.
    ///
    /// ```
    /// use specurl_arrow::url_site::Section;
    /// assert_eq!(Section::of("icann").unwrap(), Section::Icann);
    /// assert!(Section::of("private").unwrap_err().to_string().contains("expected all or icann"));
    /// ```
    pub fn of(name: &str) -> Result<Section> {
        match name {
            "all" => Ok(Section::All),
            "icann" => Ok(Section::Icann),
            other => Err(ArrowError::InvalidArgumentError(format!(
                "unknown section of the Public Suffix List `{other}` (expected all or icann)"
            ))),
        }
    }
}

/// The public suffix of `domain` (as host processing gives it: ASCII,
/// lowercase) on the sections `section`, with the domain's trailing dot
/// if it has one; `None` where specurl's lookup has none (a domain with
/// an empty label).
///
/// The list's rules of both sections are one lookup; a private rule
/// always lies under an ICANN one (`github.io` under `io`), so where the
/// prevailing rule is private, the ICANN section's prevailing rule is
/// the one for the name without the private suffix's first label, looked
/// up again until a rule that is not private prevails (the list's default
/// rule `*` is in no section, and counts for both).
///
/// ```
/// use specurl_arrow::url_site::{public_suffix, Section};
/// assert_eq!(public_suffix("whatwg.github.io", Section::All), Some("github.io"));
/// assert_eq!(public_suffix("whatwg.github.io", Section::Icann), Some("io"));
/// assert_eq!(public_suffix("www.example.co.uk.", Section::Icann), Some("co.uk."));
/// assert_eq!(public_suffix("a..example", Section::Icann), None);
/// ```
pub fn public_suffix(domain: &str, section: Section) -> Option<&str> {
    // specurl's suffix is the end of the domain, as long as it is.
    let len = Host::Domain(domain).public_suffix()?.len();
    let all = domain.get(domain.len().checked_sub(len)?..)?;
    match section {
        Section::All => Some(all),
        Section::Icann => {
            let dot = usize::from(domain.ends_with('.'));
            let mut name = all.get(..all.len() - dot)?;
            let icann = loop {
                let found = psl::List.suffix(name.as_bytes())?;
                let suffix = name.get(name.len().checked_sub(found.as_bytes().len())?..)?;
                if found.typ() != Some(Type::Private) {
                    break suffix;
                }
                match suffix.split_once('.') {
                    Some((_, parent)) => name = parent,
                    None => break suffix,
                }
            };
            domain.get(domain.len() - icann.len() - dot..)
        }
    }
}

/// The registrable domain of `domain` on the sections `section`: its
/// public suffix there and the label before it; `None` when the domain
/// is a public suffix itself.
///
/// ```
/// use specurl_arrow::url_site::{registrable_domain, Section};
/// assert_eq!(registrable_domain("whatwg.github.io", Section::All), Some("whatwg.github.io"));
/// assert_eq!(registrable_domain("whatwg.github.io", Section::Icann), Some("github.io"));
/// assert_eq!(registrable_domain("github.io", Section::All), None);
/// assert_eq!(registrable_domain("github.io", Section::Icann), Some("github.io"));
/// ```
pub fn registrable_domain(domain: &str, section: Section) -> Option<&str> {
    if section == Section::All {
        // The standard's, as specurl has it, found in one pass: an end of
        // the domain, as long as it is.
        let len = Host::Domain(domain).registrable_domain()?.len();
        return domain.get(domain.len().checked_sub(len)?..);
    }
    let suffix = public_suffix(domain, section)?;
    let before = domain
        .get(..domain.len() - suffix.len())?
        .strip_suffix('.')?;
    // A domain is a few dozen bytes: a byte loop finds its last dot for
    // less than the set-up of `rfind`'s search.
    let start = before
        .bytes()
        .rposition(|b| b == b'.')
        .map_or(0, |dot| dot + 1);
    domain.get(start..)
}

/// The kernel of `url_public_suffix(url [, base] [, section])`: per row,
/// the [`public_suffix`] of the URL's host on the sections `section`
/// (`all` when not given). NULL where an argument is NULL, the URL does
/// not parse, or its host is not a domain (an IP address, an opaque host,
/// the empty host, none). The result has the string type of `url`; over
/// a `Utf8View` column, a suffix that stands in the input is a view of it.
///
/// With two arguments, the second is the section when it is the constant
/// `'all'` or `'icann'` (neither is a URL, so neither could be a base),
/// and the base otherwise. A section of another name is an error, for a
/// constant one before any row is read.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_site::UrlPublicSuffix, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://whatwg.github.io/url/"), Some("https://a.b.example.co.uk/"), Some("http://[::1]/"), None,
/// ]));
/// let run = |args: &[Input]| {
///     let Evaluated::Array(out) = evaluate(&UrlPublicSuffix, args, 4, &DataType::Utf8).unwrap()
///     else { panic!() };
///     out.as_string::<i32>().iter().map(|s| s.map(str::to_owned)).collect::<Vec<_>>()
/// };
/// let s = |v: &str| Some(v.to_owned());
/// assert_eq!(run(&[Input::Array(&urls)]), [s("github.io"), s("co.uk"), None, None]);
/// assert_eq!(run(&[Input::Array(&urls), Input::Scalar(Some("icann"))]), [s("io"), s("co.uk"), None, None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlPublicSuffix;

/// The kernel of `url_registrable_domain(url [, base] [, section])`: per
/// row, the [`registrable_domain`] of the URL's host on the sections
/// `section`, its arguments read as [`UrlPublicSuffix`]'s; NULL also
/// where the host is a public suffix itself.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringViewArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_site::UrlRegistrableDomain, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringViewArray::from(vec![
///     Some("https://whatwg.github.io/url/"), Some("https://github.io/"),
/// ]));
/// let args = [Input::Array(&urls), Input::Scalar(Some("icann"))];
/// let Evaluated::Array(out) = evaluate(&UrlRegistrableDomain, &args, 2, &DataType::Utf8View).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_string_view().iter().collect();
/// assert_eq!(out, [Some("github.io"), Some("github.io")]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlRegistrableDomain;

impl Rows for UrlPublicSuffix {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        site_rows(main, args, rows, t, public_suffix)
    }
}

impl Rows for UrlRegistrableDomain {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        site_rows(main, args, rows, t, registrable_domain)
    }
}

/// The base and the section of a call, by the rule of
/// [`UrlPublicSuffix`]: `(base, section)`.
fn base_and_section<'a, 'b>(args: &'b [Arg<'a>]) -> (Option<&'b Arg<'a>>, Option<&'b Arg<'a>>) {
    match args {
        [_, second] if matches!(second.constant(), Some(Some("all" | "icann"))) => {
            (None, Some(second))
        }
        [_, base] => (Some(base), None),
        [_, base, section, ..] => (Some(base), Some(section)),
        _ => (None, None),
    }
}

/// The rows of a function of the URL's domain and a section of the list
/// (the site functions, `url_subdomain` and the first significant
/// subdomain's), its arguments read as [`UrlPublicSuffix`]'s: `part` of
/// each row's domain, NULL where it has none.
#[inline]
pub(crate) fn site_rows<'a>(
    main: impl Strings<'a>,
    args: &[Arg<'a>],
    rows: usize,
    t: &DataType,
    part: for<'h> fn(&'h str, Section) -> Option<&'h str>,
) -> Result<ArrayRef> {
    let (base, sections) = base_and_section(args);
    // A constant section is read, and refused, once per batch.
    let constant = match sections.map(Arg::constant) {
        None => Some(Some(Section::All)),
        Some(Some(Some(name))) => Some(Some(Section::of(name)?)),
        Some(Some(None)) => Some(None),
        Some(None) => None,
    };
    let mut out = StringsOut::new(t, rows, main.view());
    for row in 0..rows {
        let section = match (constant, sections) {
            (Some(s), _) => s,
            (None, Some(column)) => column.get(row).map(Section::of).transpose()?,
            (None, None) => Some(Section::All),
        };
        let base = match base {
            Some(b) => b.get(row).map(Some),
            None => Some(None),
        };
        let (Some(input), Some(base), Some(section)) = (main.get(row), base, section) else {
            out.append_null();
            continue;
        };
        match domain_part(input, base, section, part) {
            Some(p) => out.append_cow(row, p)?,
            None => out.append_null(),
        }
    }
    Ok(out.finish())
}

/// A part of a domain on some sections of the Public Suffix List.
pub(crate) type DomainPart = for<'h> fn(&'h str, Section) -> Option<&'h str>;

/// `part` of the URL's domain on the sections `section`: `None` where the
/// URL does not parse, its host is not a domain, or the domain has no
/// such part.
#[inline]
pub(crate) fn domain_part<'a>(
    input: &'a str,
    base: Option<&str>,
    section: Section,
    part: DomainPart,
) -> Option<Cow<'a, str>> {
    // The domain is borrowed from the input where it stands there as it
    // is (read from the grammar's tokens for a plain one); a part of an
    // owned domain (lowercased, say) is copied.
    match Url::parse_domain(input, base).ok()?? {
        Cow::Borrowed(domain) => part(domain, section).map(Cow::Borrowed),
        Cow::Owned(domain) => part(&domain, section).map(|p| Cow::Owned(p.to_owned())),
    }
}
