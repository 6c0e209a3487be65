//! The query of a [`Url`] as [`SearchParams`]: read, and written back by
//! the `URLSearchParams` update steps.
//!
//! Writing back goes through the model: the href is read as an
//! [`UrlRef`], its query replaced, and the URL normalised and printed
//! again. `Url::set_search` (the `search` setter) does the same for a
//! query given as text; the two are kept apart here only until they are
//! merged, and this one needs nothing of the setter's: the serialized list
//! is already a normal query (ASCII alphanumerics, `*-._+&=` and `%XX`).

#[allow(unused_imports)]
use crate::prelude::*;

use crate::conclude::conclude;
use crate::encoding::Encoding;

use core::ops::{Deref, DerefMut};

use super::Url;
use crate::model::UrlRef;
use crate::search_params::SearchParams;

impl<S: AsRef<str>> Url<S> {
    /// The query as an application/x-www-form-urlencoded list: a copy, as
    /// `url.searchParams` reads it (an absent query is the empty list).
    /// Changes to it do not change the URL until written back with
    /// [`Url::set_search_params`].
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::parse("http://h/?a=1&b=%C3%A9+x#f", None).unwrap();
    /// let p = url.search_params();
    /// assert_eq!(p.get("b"), Some("é x"));
    /// assert!(Url::parse("http://h/", None).unwrap().search_params().is_empty());
    /// ```
    pub fn search_params(&self) -> SearchParams {
        SearchParams::parse(self.query().unwrap_or(""))
    }
}

impl Url {
    /// Replaces the query with the serialization of `params`, as the
    /// `URLSearchParams` update steps do: an empty list removes the query
    /// (`?` and all), the fragment stays.
    ///
    /// The standard's "potentially strip trailing spaces from an opaque
    /// path" step is gone from the standard (and from whatwg-url): an
    /// opaque path's last space before a query is percent-encoded when the
    /// URL is parsed, so no space is left to strip when the query goes.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h/p?b=2&a=1#f", None).unwrap();
    /// let mut p = url.search_params();
    /// p.sort();
    /// p.append("c", "x y");
    /// url.set_search_params(&p);
    /// assert_eq!(url.href(), "http://h/p?a=1&b=2&c=x+y#f");
    /// url.set_search_params(&specurl::SearchParams::new());
    /// assert_eq!(url.href(), "http://h/p#f");
    /// // An opaque path keeps its encoded trailing space.
    /// let mut url = Url::parse("sc:a ?q", None).unwrap();
    /// url.set_search_params(&specurl::SearchParams::new());
    /// assert_eq!(url.href(), "sc:a%20");
    /// ```
    pub fn set_search_params(&mut self, params: &SearchParams) {
        let serialized = params.to_string();
        let query = (!serialized.is_empty()).then_some(serialized);
        // The href of a `Url` is a URL-string with a scheme: it always
        // reads back as a URL, in the mode of its scheme.
        let Ok(mut url) = UrlRef::parse(&self.serialization) else {
            return;
        };
        url.query = query.map(Into::into);
        // An href concludes to itself, so this does not fail.
        // A query that would make the href longer than a `Url` can hold
        // is not set either.
        if conclude(&mut url, None, Encoding::UTF_8).is_ok() {
            if let Some(url) = Url::from_normalised(&url) {
                *self = url;
            }
        }
    }

    /// The query as [`SearchParams`] to change in place; the changes are
    /// written back (by [`Url::set_search_params`]) when the guard is
    /// dropped, as the `url` crate's `query_pairs_mut` does.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("https://h/?a=1&a=2", None).unwrap();
    /// url.search_params_mut().set("a", "3");
    /// assert_eq!(url.href(), "https://h/?a=3");
    /// {
    ///     let mut p = url.search_params_mut();
    ///     p.delete("a", None);
    ///     p.append("é", "&");
    /// }
    /// assert_eq!(url.href(), "https://h/?%C3%A9=%26");
    /// ```
    pub fn search_params_mut(&mut self) -> SearchParamsMut<'_> {
        SearchParamsMut {
            params: self.search_params(),
            url: self,
        }
    }
}

/// The search params of a [`Url`], written back to it on drop; see
/// [`Url::search_params_mut`].
///
/// ```
/// let mut url = specurl::Url::parse("http://h/?x", None).unwrap();
/// let mut p = url.search_params_mut();
/// p.sort();
/// assert_eq!(p.len(), 1);
/// ```
#[derive(Debug)]
pub struct SearchParamsMut<'u> {
    url: &'u mut Url,
    params: SearchParams,
}

impl Deref for SearchParamsMut<'_> {
    type Target = SearchParams;

    fn deref(&self) -> &SearchParams {
        &self.params
    }
}

impl DerefMut for SearchParamsMut<'_> {
    fn deref_mut(&mut self) -> &mut SearchParams {
        &mut self.params
    }
}

impl Drop for SearchParamsMut<'_> {
    fn drop(&mut self) {
        self.url.set_search_params(&self.params);
    }
}
