import{r as e}from"./rolldown-runtime-BWaJ3C7D.js";import{A as t,C as n,F as r,I as i,L as a,M as o,O as s,P as c,Q as l,R as u,U as d,Y as f,_ as p,a as ee,at as te,c as m,d as ne,g as re,h as ie,k as ae,l as h,lt as g,m as _,mt as v,nt as oe,o as se,p as ce,q as y,rt as le,tt as ue,u as de,ut as b,w as x,x as S}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_button__loadShare__.js-VwO03RDE.js";import{d as fe,f as pe}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_datatable__loadShare__.js-R2oHiDdC.js";v();function C(){return C=Object.assign?Object.assign.bind():function(e){for(var t=1;t<arguments.length;t++){var n=arguments[t];for(var r in n)({}).hasOwnProperty.call(n,r)&&(e[r]=n[r])}return e},C.apply(null,arguments)}var me=l(f(function(e,t){var n=m.getPTI(e);return y(`svg`,C({ref:t,width:`14`,height:`14`,viewBox:`0 0 14 14`,fill:`none`,xmlns:`http://www.w3.org/2000/svg`},n),y(`path`,{fillRule:`evenodd`,clipRule:`evenodd`,d:`M7 14H11.8C12.3835 14 12.9431 13.7682 13.3556 13.3556C13.7682 12.9431 14 12.3835 14 11.8V2.2C14 1.61652 13.7682 1.05694 13.3556 0.644365C12.9431 0.231785 12.3835 0 11.8 0H2.2C1.61652 0 1.05694 0.231785 0.644365 0.644365C0.231785 1.05694 0 1.61652 0 2.2V7C0 7.15913 0.063214 7.31174 0.175736 7.42426C0.288258 7.53679 0.44087 7.6 0.6 7.6C0.75913 7.6 0.911742 7.53679 1.02426 7.42426C1.13679 7.31174 1.2 7.15913 1.2 7V2.2C1.2 1.93478 1.30536 1.68043 1.49289 1.49289C1.68043 1.30536 1.93478 1.2 2.2 1.2H11.8C12.0652 1.2 12.3196 1.30536 12.5071 1.49289C12.6946 1.68043 12.8 1.93478 12.8 2.2V11.8C12.8 12.0652 12.6946 12.3196 12.5071 12.5071C12.3196 12.6946 12.0652 12.8 11.8 12.8H7C6.84087 12.8 6.68826 12.8632 6.57574 12.9757C6.46321 13.0883 6.4 13.2409 6.4 13.4C6.4 13.5591 6.46321 13.7117 6.57574 13.8243C6.68826 13.9368 6.84087 14 7 14ZM9.77805 7.42192C9.89013 7.534 10.0415 7.59788 10.2 7.59995C10.3585 7.59788 10.5099 7.534 10.622 7.42192C10.7341 7.30985 10.798 7.15844 10.8 6.99995V3.94242C10.8066 3.90505 10.8096 3.86689 10.8089 3.82843C10.8079 3.77159 10.7988 3.7157 10.7824 3.6623C10.756 3.55552 10.701 3.45698 10.622 3.37798C10.5099 3.2659 10.3585 3.20202 10.2 3.19995H7.00002C6.84089 3.19995 6.68828 3.26317 6.57576 3.37569C6.46324 3.48821 6.40002 3.64082 6.40002 3.79995C6.40002 3.95908 6.46324 4.11169 6.57576 4.22422C6.68828 4.33674 6.84089 4.39995 7.00002 4.39995H8.80006L6.19997 7.00005C6.10158 7.11005 6.04718 7.25246 6.04718 7.40005C6.04718 7.54763 6.10158 7.69004 6.19997 7.80005C6.30202 7.91645 6.44561 7.98824 6.59997 8.00005C6.75432 7.98824 6.89791 7.91645 6.99997 7.80005L9.60002 5.26841V6.99995C9.6021 7.15844 9.66598 7.30985 9.77805 7.42192ZM1.4 14H3.8C4.17066 13.9979 4.52553 13.8498 4.78763 13.5877C5.04973 13.3256 5.1979 12.9707 5.2 12.6V10.2C5.1979 9.82939 5.04973 9.47452 4.78763 9.21242C4.52553 8.95032 4.17066 8.80215 3.8 8.80005H1.4C1.02934 8.80215 0.674468 8.95032 0.412371 9.21242C0.150274 9.47452 0.00210008 9.82939 0 10.2V12.6C0.00210008 12.9707 0.150274 13.3256 0.412371 13.5877C0.674468 13.8498 1.02934 13.9979 1.4 14ZM1.25858 10.0586C1.29609 10.0211 1.34696 10 1.4 10H3.8C3.85304 10 3.90391 10.0211 3.94142 10.0586C3.97893 10.0961 4 10.147 4 10.2V12.6C4 12.6531 3.97893 12.704 3.94142 12.7415C3.90391 12.779 3.85304 12.8 3.8 12.8H1.4C1.34696 12.8 1.29609 12.779 1.25858 12.7415C1.22107 12.704 1.2 12.6531 1.2 12.6V10.2C1.2 10.147 1.22107 10.0961 1.25858 10.0586Z`,fill:`currentColor`}))}));me.displayName=`WindowMaximizeIcon`,v();function w(){return w=Object.assign?Object.assign.bind():function(e){for(var t=1;t<arguments.length;t++){var n=arguments[t];for(var r in n)({}).hasOwnProperty.call(n,r)&&(e[r]=n[r])}return e},w.apply(null,arguments)}var he=l(f(function(e,t){var n=m.getPTI(e);return y(`svg`,w({ref:t,width:`14`,height:`14`,viewBox:`0 0 14 14`,fill:`none`,xmlns:`http://www.w3.org/2000/svg`},n),y(`path`,{fillRule:`evenodd`,clipRule:`evenodd`,d:`M11.8 0H2.2C1.61652 0 1.05694 0.231785 0.644365 0.644365C0.231785 1.05694 0 1.61652 0 2.2V7C0 7.15913 0.063214 7.31174 0.175736 7.42426C0.288258 7.53679 0.44087 7.6 0.6 7.6C0.75913 7.6 0.911742 7.53679 1.02426 7.42426C1.13679 7.31174 1.2 7.15913 1.2 7V2.2C1.2 1.93478 1.30536 1.68043 1.49289 1.49289C1.68043 1.30536 1.93478 1.2 2.2 1.2H11.8C12.0652 1.2 12.3196 1.30536 12.5071 1.49289C12.6946 1.68043 12.8 1.93478 12.8 2.2V11.8C12.8 12.0652 12.6946 12.3196 12.5071 12.5071C12.3196 12.6946 12.0652 12.8 11.8 12.8H7C6.84087 12.8 6.68826 12.8632 6.57574 12.9757C6.46321 13.0883 6.4 13.2409 6.4 13.4C6.4 13.5591 6.46321 13.7117 6.57574 13.8243C6.68826 13.9368 6.84087 14 7 14H11.8C12.3835 14 12.9431 13.7682 13.3556 13.3556C13.7682 12.9431 14 12.3835 14 11.8V2.2C14 1.61652 13.7682 1.05694 13.3556 0.644365C12.9431 0.231785 12.3835 0 11.8 0ZM6.368 7.952C6.44137 7.98326 6.52025 7.99958 6.6 8H9.8C9.95913 8 10.1117 7.93678 10.2243 7.82426C10.3368 7.71174 10.4 7.55913 10.4 7.4C10.4 7.24087 10.3368 7.08826 10.2243 6.97574C10.1117 6.86321 9.95913 6.8 9.8 6.8H8.048L10.624 4.224C10.73 4.11026 10.7877 3.95982 10.7849 3.80438C10.7822 3.64894 10.7192 3.50063 10.6093 3.3907C10.4994 3.28077 10.3511 3.2178 10.1956 3.21506C10.0402 3.21232 9.88974 3.27002 9.776 3.376L7.2 5.952V4.2C7.2 4.04087 7.13679 3.88826 7.02426 3.77574C6.91174 3.66321 6.75913 3.6 6.6 3.6C6.44087 3.6 6.28826 3.66321 6.17574 3.77574C6.06321 3.88826 6 4.04087 6 4.2V7.4C6.00042 7.47975 6.01674 7.55862 6.048 7.632C6.07656 7.70442 6.11971 7.7702 6.17475 7.82524C6.2298 7.88029 6.29558 7.92344 6.368 7.952ZM1.4 8.80005H3.8C4.17066 8.80215 4.52553 8.95032 4.78763 9.21242C5.04973 9.47452 5.1979 9.82939 5.2 10.2V12.6C5.1979 12.9707 5.04973 13.3256 4.78763 13.5877C4.52553 13.8498 4.17066 13.9979 3.8 14H1.4C1.02934 13.9979 0.674468 13.8498 0.412371 13.5877C0.150274 13.3256 0.00210008 12.9707 0 12.6V10.2C0.00210008 9.82939 0.150274 9.47452 0.412371 9.21242C0.674468 8.95032 1.02934 8.80215 1.4 8.80005ZM3.94142 12.7415C3.97893 12.704 4 12.6531 4 12.6V10.2C4 10.147 3.97893 10.0961 3.94142 10.0586C3.90391 10.0211 3.85304 10 3.8 10H1.4C1.34696 10 1.29609 10.0211 1.25858 10.0586C1.22107 10.0961 1.2 10.147 1.2 10.2V12.6C1.2 12.6531 1.22107 12.704 1.25858 12.7415C1.29609 12.779 1.34696 12.8 1.4 12.8H3.8C3.85304 12.8 3.90391 12.779 3.94142 12.7415Z`,fill:`currentColor`}))}));he.displayName=`WindowMinimizeIcon`;var T=e({Dialog:()=>q});v();function E(){return E=Object.assign?Object.assign.bind():function(e){for(var t=1;t<arguments.length;t++){var n=arguments[t];for(var r in n)({}).hasOwnProperty.call(n,r)&&(e[r]=n[r])}return e},E.apply(null,arguments)}function D(e){"@babel/helpers - typeof";return D=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},D(e)}function O(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,r=Array(t);n<t;n++)r[n]=e[n];return r}function k(e){if(Array.isArray(e))return O(e)}function A(e){if(typeof Symbol<`u`&&e[Symbol.iterator]!=null||e[`@@iterator`]!=null)return Array.from(e)}function j(e,t){if(e){if(typeof e==`string`)return O(e,t);var n={}.toString.call(e).slice(8,-1);return n===`Object`&&e.constructor&&(n=e.constructor.name),n===`Map`||n===`Set`?Array.from(e):n===`Arguments`||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?O(e,t):void 0}}function ge(){throw TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function _e(e){return k(e)||A(e)||j(e)||ge()}function M(e,t){if(D(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(D(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function N(e){var t=M(e,`string`);return D(t)==`symbol`?t:t+``}function P(e,t,n){return(t=N(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function F(e){if(Array.isArray(e))return e}function I(e,t){var n=e==null?null:typeof Symbol<`u`&&e[Symbol.iterator]||e[`@@iterator`];if(n!=null){var r,i,a,o,s=[],c=!0,l=!1;try{if(a=(n=n.call(e)).next,t===0){if(Object(n)!==n)return;c=!1}else for(;!(c=(r=a.call(n)).done)&&(s.push(r.value),s.length!==t);c=!0);}catch(e){l=!0,i=e}finally{try{if(!c&&n.return!=null&&(o=n.return(),Object(o)!==o))return}finally{if(l)throw i}}return s}}function L(){throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function R(e,t){return F(e)||I(e,t)||j(e,t)||L()}var z=h.extend({defaultProps:{__TYPE:`FocusTrap`,children:void 0},css:{styles:``},getProps:function(e){return r.getMergedProps(e,z.defaultProps)},getOtherProps:function(e){return r.getDiffProps(e,z.defaultProps)}});function B(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var r=Object.getOwnPropertySymbols(e);t&&(r=r.filter(function(t){return Object.getOwnPropertyDescriptor(e,t).enumerable})),n.push.apply(n,r)}return n}function V(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]==null?{}:arguments[t];t%2?B(Object(n),!0).forEach(function(t){P(e,t,n[t])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):B(Object(n)).forEach(function(t){Object.defineProperty(e,t,Object.getOwnPropertyDescriptor(n,t))})}return e}var ve=d.memo(d.forwardRef(function(e,t){var n=d.useRef(null),r=d.useRef(null),i=d.useRef(null),a=d.useContext(ae),s=z.getProps(e,a),c={props:s};S(z.css.styles,{name:`focustrap`}),z.setMetaData(V({},c)).ptm,d.useImperativeHandle(t,function(){return{props:s,getInk:function(){return r.current},getTarget:function(){return n.current}}}),p(function(){s.disabled||(n.current=l(),u(n.current))});var l=function(){return r.current&&r.current.parentElement},u=function(e){var t=s||{},n=t.autoFocusSelector,r=n===void 0?``:n,i=t.firstFocusableSelector,a=i===void 0?``:i,c=t.autoFocus,l=c!==void 0&&c,u=`${f(r)}`,d=`[autofocus]${u}, [data-pc-autofocus='true']${u}`,p=o.getFirstFocusableElement(e,d);l&&!p&&(p=o.getFirstFocusableElement(e,f(a))),o.focus(p)},f=function(e){return`:not(.p-hidden-focusable):not([data-p-hidden-focusable="true"])${e??``}`},ee=function(e){var t,r=e.currentTarget,i=e.relatedTarget,a=i===r.$_pfocustrap_lasthiddenfocusableelement||!((t=n.current)!=null&&t.contains(i))?o.getFirstFocusableElement(r.parentElement,f(r.$_pfocustrap_focusableselector)):r.$_pfocustrap_lasthiddenfocusableelement;o.focus(a)},te=function(e){var t,r=e.currentTarget,i=e.relatedTarget,a=i===r.$_pfocustrap_firsthiddenfocusableelement||!((t=n.current)!=null&&t.contains(i))?o.getLastFocusableElement(r.parentElement,f(r.$_pfocustrap_focusableselector)):r.$_pfocustrap_firsthiddenfocusableelement;o.focus(a)};return function(){var e=(s||{}).tabIndex,t=e===void 0?0:e,n=function(e,n,r){return d.createElement(`span`,{ref:e,className:`p-hidden-accessible p-hidden-focusable`,tabIndex:t,role:`presentation`,"aria-hidden":!0,"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0,onFocus:n,"data-pc-section":r})},a=n(r,ee,`firstfocusableelement`),o=n(i,te,`lastfocusableelement`);return r.current&&i.current&&(r.current.$_pfocustrap_lasthiddenfocusableelement=i.current,i.current.$_pfocustrap_firsthiddenfocusableelement=r.current),d.createElement(d.Fragment,null,a,s.children,o)}()}));function H(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var r=Object.getOwnPropertySymbols(e);t&&(r=r.filter(function(t){return Object.getOwnPropertyDescriptor(e,t).enumerable})),n.push.apply(n,r)}return n}function U(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]==null?{}:arguments[t];t%2?H(Object(n),!0).forEach(function(t){P(e,t,n[t])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):H(Object(n)).forEach(function(t){Object.defineProperty(e,t,Object.getOwnPropertyDescriptor(n,t))})}return e}var W=h.extend({defaultProps:{__TYPE:`Dialog`,__parentMetadata:null,appendTo:null,ariaCloseIconLabel:null,baseZIndex:0,blockScroll:!1,breakpoints:null,className:null,closable:!0,closeIcon:null,closeOnEscape:!0,content:null,contentClassName:null,contentStyle:null,dismissableMask:!1,draggable:!0,focusOnShow:!0,footer:null,footerClassName:null,header:null,headerClassName:null,headerStyle:null,icons:null,id:null,keepInViewport:!0,maskClassName:null,maskStyle:null,maximizable:!1,maximizeIcon:null,maximized:!1,minX:0,minY:0,minimizeIcon:null,modal:!0,onClick:null,onDrag:null,onDragEnd:null,onDragStart:null,onHide:null,onMaskClick:null,onMaximize:null,onResize:null,onResizeEnd:null,onResizeStart:null,onShow:null,position:`center`,resizable:!0,rtl:!1,showHeader:!0,showCloseIcon:!0,style:null,transitionOptions:null,visible:!1,children:void 0},css:{classes:{closeButtonIcon:`p-dialog-header-close-icon`,closeButton:`p-dialog-header-icon p-dialog-header-close p-link`,maximizableIcon:`p-dialog-header-maximize-icon`,maximizableButton:`p-dialog-header-icon p-dialog-header-maximize p-link`,header:function(e){var t=e.props;return u(`p-dialog-header`,t.headerClassName)},headerTitle:`p-dialog-title`,headerIcons:`p-dialog-header-icons`,content:function(e){var t=e.props;return u(`p-dialog-content`,t.contentClassName)},footer:function(e){var t=e.props;return u(`p-dialog-footer`,t.footerClassName)},mask:function(e){var t=e.props,n=e.maskVisibleState,r=[`center`,`left`,`right`,`top`,`top-left`,`top-right`,`bottom`,`bottom-left`,`bottom-right`].find(function(e){return e===t.position||e.replace(`-`,``)===t.position});return u(`p-dialog-mask`,r?`p-dialog-${r}`:``,{"p-component-overlay p-component-overlay-enter":t.modal,"p-dialog-visible":n,"p-dialog-draggable":t.draggable,"p-dialog-resizable":t.resizable},t.maskClassName)},root:function(e){var t=e.props,n=e.maximized,r=e.context;return u(`p-dialog p-component`,{"p-dialog-rtl":t.rtl,"p-dialog-maximized":n,"p-dialog-default":!n,"p-input-filled":r&&r.inputStyle===`filled`||s.inputStyle===`filled`,"p-ripple-disabled":r&&r.ripple===!1||s.ripple===!1})},transition:`p-dialog`},styles:`
@layer primereact {
    .p-dialog-mask {
        background-color: transparent;
        transition-property: background-color;
    }

    .p-dialog-visible {
        display: flex;
    }

    .p-dialog-mask.p-component-overlay {
        pointer-events: auto;
    }

    .p-dialog {
        display: flex;
        flex-direction: column;
        pointer-events: auto;
        max-height: 90%;
        transform: scale(1);
        position: relative;
    }

    .p-dialog-content {
        overflow-y: auto;
        flex-grow: 1;
    }

    .p-dialog-header {
        display: flex;
        align-items: center;
        flex-shrink: 0;
    }

    .p-dialog-footer {
        flex-shrink: 0;
    }

    .p-dialog .p-dialog-header-icons {
        display: flex;
        align-items: center;
        align-self: flex-start;
        flex-shrink: 0;
    }

    .p-dialog .p-dialog-header-icon {
        display: flex;
        align-items: center;
        justify-content: center;
        overflow: hidden;
        position: relative;
    }

    .p-dialog .p-dialog-title {
        flex-grow: 1;
    }

    /* Fluid */
    .p-fluid .p-dialog-footer .p-button {
        width: auto;
    }

    /* Animation */
    /* Center */
    .p-dialog-enter {
        opacity: 0;
        transform: scale(0.7);
    }

    .p-dialog-enter-active {
        opacity: 1;
        transform: scale(1);
        transition: all 150ms cubic-bezier(0, 0, 0.2, 1);
    }

    .p-dialog-enter-done {
        transform: none;
    }

    .p-dialog-exit-active {
        opacity: 0;
        transform: scale(0.7);
        transition: all 150ms cubic-bezier(0.4, 0, 0.2, 1);
    }

    /* Top, Bottom, Left, Right, Top* and Bottom* */
    .p-dialog-top .p-dialog,
    .p-dialog-bottom .p-dialog,
    .p-dialog-left .p-dialog,
    .p-dialog-right .p-dialog,
    .p-dialog-top-left .p-dialog,
    .p-dialog-top-right .p-dialog,
    .p-dialog-bottom-left .p-dialog,
    .p-dialog-bottom-right .p-dialog {
        margin: 0.75em;
    }

    .p-dialog-top .p-dialog-enter,
    .p-dialog-top .p-dialog-exit-active {
        transform: translate3d(0px, -100%, 0px);
    }

    .p-dialog-bottom .p-dialog-enter,
    .p-dialog-bottom .p-dialog-exit-active {
        transform: translate3d(0px, 100%, 0px);
    }

    .p-dialog-left .p-dialog-enter,
    .p-dialog-left .p-dialog-exit-active,
    .p-dialog-top-left .p-dialog-enter,
    .p-dialog-top-left .p-dialog-exit-active,
    .p-dialog-bottom-left .p-dialog-enter,
    .p-dialog-bottom-left .p-dialog-exit-active {
        transform: translate3d(-100%, 0px, 0px);
    }

    .p-dialog-right .p-dialog-enter,
    .p-dialog-right .p-dialog-exit-active,
    .p-dialog-top-right .p-dialog-enter,
    .p-dialog-top-right .p-dialog-exit-active,
    .p-dialog-bottom-right .p-dialog-enter,
    .p-dialog-bottom-right .p-dialog-exit-active {
        transform: translate3d(100%, 0px, 0px);
    }

    .p-dialog-top .p-dialog-enter-active,
    .p-dialog-bottom .p-dialog-enter-active,
    .p-dialog-left .p-dialog-enter-active,
    .p-dialog-top-left .p-dialog-enter-active,
    .p-dialog-bottom-left .p-dialog-enter-active,
    .p-dialog-right .p-dialog-enter-active,
    .p-dialog-top-right .p-dialog-enter-active,
    .p-dialog-bottom-right .p-dialog-enter-active {
        transform: translate3d(0px, 0px, 0px);
        transition: all 0.3s ease-out;
    }

    .p-dialog-top .p-dialog-exit-active,
    .p-dialog-bottom .p-dialog-exit-active,
    .p-dialog-left .p-dialog-exit-active,
    .p-dialog-top-left .p-dialog-exit-active,
    .p-dialog-bottom-left .p-dialog-exit-active,
    .p-dialog-right .p-dialog-exit-active,
    .p-dialog-top-right .p-dialog-exit-active,
    .p-dialog-bottom-right .p-dialog-exit-active {
        transition: all 0.3s ease-out;
    }

    /* Maximize */
    .p-dialog-maximized {
        transition: none;
        transform: none;
        margin: 0;
        width: 100vw !important;
        height: 100vh !important;
        max-height: 100%;
        top: 0px !important;
        left: 0px !important;
    }

    .p-dialog-maximized .p-dialog-content {
        flex-grow: 1;
    }

    .p-confirm-dialog .p-dialog-content {
        display: flex;
        align-items: center;
    }

    /* Resizable */
    .p-dialog .p-resizable-handle {
        position: absolute;
        font-size: 0.1px;
        display: block;
        cursor: se-resize;
        width: 12px;
        height: 12px;
        right: 1px;
        bottom: 1px;
    }

    .p-dialog-draggable .p-dialog-header {
        cursor: move;
    }
}
`,inlineStyles:{mask:function(e){var t=e.props;return U({position:`fixed`,height:`100%`,width:`100%`,left:0,top:0,display:`flex`,justifyContent:t.position===`left`||t.position===`top-left`||t.position===`bottom-left`?`flex-start`:t.position===`right`||t.position===`top-right`||t.position===`bottom-right`?`flex-end`:`center`,alignItems:t.position===`top`||t.position===`top-left`||t.position===`top-right`?`flex-start`:t.position===`bottom`||t.position===`bottom-left`||t.position===`bottom-right`?`flex-end`:`center`,pointerEvents:!t.modal&&`none`},t.maskStyle)}}}});function G(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var r=Object.getOwnPropertySymbols(e);t&&(r=r.filter(function(t){return Object.getOwnPropertyDescriptor(e,t).enumerable})),n.push.apply(n,r)}return n}function K(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]==null?{}:arguments[t];t%2?G(Object(n),!0).forEach(function(t){P(e,t,n[t])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):G(Object(n)).forEach(function(t){Object.defineProperty(e,t,Object.getOwnPropertyDescriptor(n,t))})}return e}var q=f(function(e,l){var d=re(),f=ue(ae),m=W.getProps(e,f),h=m.id?m.id:i(),v=R(b(h),2),S=v[0];v[1];var C=R(b(!1),2),w=C[0],T=C[1],D=R(b(!1),2),O=D[0],k=D[1],A=R(b(m.maximized),2),j=A[0],ge=A[1],M=g(null),N=g(null),P=g(null),F=g(null),I=g(null),L=g(null),z=g(null),B=g(!1),V=g(!1),H=g(null),U=g(null),G=g(null),q=g(h),J=g(null),Y=m.onMaximize?m.maximized:j,ye=O&&(m.blockScroll||m.maximizable&&Y),be=m.closable&&m.closeOnEscape&&O,xe=ce(`dialog`,be),X=W.setMetaData(K(K({props:m},m.__parentMetadata),{},{state:{id:S,maximized:Y,containerVisible:w}})),Z=X.ptm,Q=X.cx,Se=X.sx,Ce=X.isUnstyled;de(W.css.styles,Ce,{name:`dialog`}),ie({callback:function(e){$(e)},when:be&&xe,priority:[ne.DIALOG,xe]});var we=R(_({type:`mousemove`,target:function(){return window.document},listener:function(e){return Ge(e)}}),2),Te=we[0],Ee=we[1],De=R(_({type:`mouseup`,target:function(){return window.document},listener:function(e){return Ke(e)}}),2),Oe=De[0],ke=De[1],Ae=R(_({type:`mousemove`,target:function(){return window.document},listener:function(e){return Ve(e)}}),2),je=Ae[0],Me=Ae[1],Ne=R(_({type:`mouseup`,target:function(){return window.document},listener:function(e){return He(e)}}),2),Pe=Ne[0],Fe=Ne[1],$=function(e){m.onHide(e),e.preventDefault()},Ie=function(){var e=document.activeElement;!(e&&M.current&&M.current.contains(e))&&m.closable&&m.showCloseIcon&&m.showHeader&&z.current&&z.current.focus()},Le=function(e){P.current=e.target,m.onPointerDown&&m.onPointerDown(e)},Re=function(e){m.dismissableMask&&m.modal&&N.current===e.target&&!P.current&&$(e),m.onMaskClick&&m.onMaskClick(e),P.current=null},ze=function(e){m.onMaximize?m.onMaximize({originalEvent:e,maximized:!Y}):ge(function(e){return!e}),e.preventDefault()},Be=function(e){o.hasClass(e.target,`p-dialog-header-icon`)||o.hasClass(e.target.parentElement,`p-dialog-header-icon`)||m.draggable&&(B.current=!0,H.current=e.pageX,U.current=e.pageY,o.addClass(document.body,`p-unselectable-text`),m.onDragStart&&m.onDragStart(e))},Ve=function(e){if(B.current){var t=o.getOuterWidth(M.current),n=o.getOuterHeight(M.current),r=e.pageX-H.current,i=e.pageY-U.current,a=M.current.getBoundingClientRect(),s=a.left+r,c=a.top+i,l=o.getViewport(),u=getComputedStyle(M.current),d=parseFloat(u.marginLeft),f=parseFloat(u.marginTop);M.current.style.position=`fixed`,m.keepInViewport?(s>=m.minX&&s+t<l.width&&(H.current=e.pageX,M.current.style.left=s-d+`px`),c>=m.minY&&(i<0||c+n<l.height)&&(U.current=e.pageY,M.current.style.top=c-f+`px`)):(H.current=e.pageX,M.current.style.left=s-d+`px`,U.current=e.pageY,M.current.style.top=c-f+`px`),m.onDrag&&m.onDrag(e)}},He=function(e){B.current&&(B.current=!1,o.removeClass(document.body,`p-unselectable-text`),m.onDragEnd&&m.onDragEnd(e))},Ue=function(e){m.resizable&&(V.current=!0,H.current=e.pageX,U.current=e.pageY,o.addClass(document.body,`p-unselectable-text`),m.onResizeStart&&m.onResizeStart(e))},We=function(e,t,n){!n&&(n=o.getViewport());var r=parseInt(e);return/^(\d+|(\.\d+))(\.\d+)?%$/.test(e)?r*(n[t]/100):r},Ge=function(e){if(V.current){var t=e.pageX-H.current,n=e.pageY-U.current,r=o.getOuterWidth(M.current),i=o.getOuterHeight(M.current),a=M.current.getBoundingClientRect(),s=o.getViewport(),c=!parseInt(M.current.style.top)||!parseInt(M.current.style.left),l=We(M.current.style.minWidth,`width`,s),u=We(M.current.style.minHeight,`height`,s),d=r+t,f=i+n;c&&(d+=t,f+=n),(!l||d>l)&&(t<0||a.left+d<s.width)&&(M.current.style.width=d+`px`),(!u||f>u)&&(n<0||a.top+f<s.height)&&(M.current.style.height=f+`px`),H.current=e.pageX,U.current=e.pageY,m.onResize&&m.onResize(e)}},Ke=function(e){V.current&&(V.current=!1,o.removeClass(document.body,`p-unselectable-text`),m.onResizeEnd&&m.onResizeEnd(e))},qe=function(){M.current.style.position=``,M.current.style.left=``,M.current.style.top=``,M.current.style.margin=``},Je=function(){M.current.setAttribute(q.current,``)},Ye=function(){m.onShow&&m.onShow(),m.focusOnShow&&Ie(),Qe()},Xe=function(){m.modal&&!Ce()&&o.addClass(N.current,`p-component-overlay-leave`)},Ze=function(){B.current=!1,a.clear(N.current),T(!1),$e(),o.focus(J.current),J.current=null},Qe=function(){nt()},$e=function(){rt()},et=function(){document.primeDialogParams&&document.primeDialogParams.some(function(e){return e.hasBlockScroll})?o.blockBodyScroll():o.unblockBodyScroll()},tt=function(e){if(e&&O){var t={id:S,hasBlockScroll:ye};document.primeDialogParams||(document.primeDialogParams=[]);var n=document.primeDialogParams.findIndex(function(e){return e.id===S});n===-1?document.primeDialogParams=[].concat(_e(document.primeDialogParams),[t]):document.primeDialogParams=document.primeDialogParams.toSpliced(n,1,t)}else document.primeDialogParams=document.primeDialogParams&&document.primeDialogParams.filter(function(e){return e.id!==S});et()},nt=function(){m.draggable&&(je(),Pe()),m.resizable&&(Te(),Oe())},rt=function(){Me(),Fe(),Ee(),ke()},it=function(){G.current=o.createInlineStyle(f&&f.nonce||s.nonce,f&&f.styleContainer);var e=``;for(var t in m.breakpoints)e+=`
                @media screen and (max-width: ${t}) {
                     [data-pc-name="dialog"][${q.current}] {
                        width: ${m.breakpoints[t]} !important;
                    }
                }
            `;G.current.innerHTML=e},at=function(){G.current=o.removeInlineStyle(G.current)};p(function(){tt(!0),m.visible&&T(!0)}),le(function(){return m.breakpoints&&it(),function(){at()}},[m.breakpoints]),x(function(){m.visible&&!w&&T(!0),m.visible!==O&&w&&k(m.visible),m.visible&&(J.current=document.activeElement)},[m.visible,w]),x(function(){w&&(a.set(`modal`,N.current,f&&f.autoZIndex||s.autoZIndex,m.baseZIndex||f&&f.zIndex.modal||s.zIndex.modal),k(!0))},[w]),x(function(){tt(!0)},[ye,O]),n(function(){$e(),tt(!1),o.removeInlineStyle(G.current),a.clear(N.current)}),te(l,function(){return{props:m,resetPosition:qe,getElement:function(){return M.current},getMask:function(){return N.current},getContent:function(){return F.current},getHeader:function(){return I.current},getFooter:function(){return L.current},getCloseButton:function(){return z.current}}});var ot=function(){if(m.closable&&m.showCloseIcon){var e=m.ariaCloseIconLabel||t(`close`),n=d({className:Q(`closeButtonIcon`),"aria-hidden":!0},Z(`closeButtonIcon`)),r=m.closeIcon||y(fe,n),i=c.getJSXIcon(r,K({},n),{props:m}),a=d({ref:z,type:`button`,className:Q(`closeButton`),"aria-label":e,onClick:$,onKeyDown:function(e){e.key!==`Escape`&&e.stopPropagation()}},Z(`closeButton`));return y(`button`,a,i,y(se,null))}return null},st=function(){var e,t=d({className:Q(`maximizableIcon`)},Z(`maximizableIcon`));e=Y?m.minimizeIcon||y(he,t):m.maximizeIcon||y(me,t);var n=c.getJSXIcon(e,t,{props:m});if(m.maximizable){var r=d({type:`button`,className:Q(`maximizableButton`),onClick:ze},Z(`maximizableButton`));return y(`button`,r,n,y(se,null))}return null},ct=function(){if(m.showHeader){var e=ot(),t=st(),n=r.getJSXElement(m.icons,m),i=r.getJSXElement(m.header,m),a=S+`_header`,o=d({ref:I,style:m.headerStyle,className:Q(`header`),onMouseDown:Be},Z(`header`)),s=d({id:a,className:Q(`headerTitle`)},Z(`headerTitle`)),c=d({className:Q(`headerIcons`)},Z(`headerIcons`));return y(`div`,o,y(`div`,s,i),y(`div`,c,n,t,e))}return null},lt=function(){var e=d({id:S+`_content`,ref:F,style:m.contentStyle,className:Q(`content`)},Z(`content`));return y(`div`,e,m.children)},ut=function(){var e=r.getJSXElement(m.footer,m),t=d({ref:L,className:Q(`footer`)},Z(`footer`));return e&&y(`div`,t,e)},dt=function(){return m.resizable?y(`span`,{className:`p-resizable-handle`,style:{zIndex:90},onMouseDown:Ue}):null},ft=function(){var t,n={headerRef:I,contentRef:F,footerRef:L,closeRef:z,hide:$,message:{header:m.header,content:m.message,message:m==null||(t=m.children)==null||(t=t[1])==null||(t=t.props)==null?void 0:t.children}};return r.getJSXElement(e.content,n)},pt=function(){var e=ct(),t=lt(),n=ut(),r=dt();return y(oe,null,e,t,n,r)};return w&&function(){var t=S+`_header`,n=S+`_content`,r={enter:m.position===`center`?150:300,exit:m.position===`center`?150:300},i=d({ref:N,style:Se(`mask`),className:Q(`mask`),onPointerUp:Re},Z(`mask`)),a=d({ref:M,id:S,className:u(m.className,Q(`root`,{props:m,maximized:Y,context:f})),style:m.style,onClick:m.onClick,role:`dialog`,"aria-labelledby":t,"aria-describedby":n,"aria-modal":m.modal,onPointerDown:Le},W.getOtherProps(m),Z(`root`)),o=d({classNames:Q(`transition`),timeout:r,in:O,options:m.transitionOptions,unmountOnExit:!0,onEnter:Je,onEntered:Ye,onExiting:Xe,onExited:Ze},Z(`transition`)),s=null;s=e!=null&&e.content?ft():pt();var c=y(`div`,i,y(pe,E({nodeRef:M},o),y(`div`,a,y(ve,{autoFocus:m.focusOnShow},s))));return y(ee,{element:c,appendTo:m.appendTo,visible:!0})}()});q.displayName=`Dialog`;export{T as n,q as t};